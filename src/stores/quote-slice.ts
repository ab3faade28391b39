import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ItemKind } from '@/shared/catalog';
import type { Price } from '@/shared/schemas/common';

/** Quantities a quote line accepts ('Cantidad'). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/** One item of the visitor's quote list, as it was when added (refreshed when the drawer opens). */
export interface QuoteLine {
  kind: ItemKind;
  id: number;
  code: string;
  name: string;
  /** The item's cover picture (its public name), or null. */
  image: string | null;
  price: Price;
  /** When that price was fetched from the server (ms); older than now when it came offline. */
  seenAt?: number;
  quantity: number;
}

export type QuoteItem = Omit<QuoteLine, 'quantity'>;
export type QuoteKey = Pick<QuoteLine, 'kind' | 'id'>;

/**
 * 'Mi cotización': the lines (saved in localStorage, see quote-storage.ts) and whether the
 * drawer is open (not saved).
 */
export interface QuoteState {
  lines: QuoteLine[];
  open: boolean;
}

export const initialQuoteState: QuoteState = { lines: [], open: false };

const clampQuantity = (quantity: number) =>
  Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity) || MIN_QUANTITY));

const sameItem = (a: QuoteKey) => (b: QuoteKey) => a.kind === b.kind && a.id === b.id;

export const quoteSlice = createSlice({
  name: 'quote',
  initialState: initialQuoteState,
  reducers: {
    /** 'Agregar a la cotización': a new line, or one more of an item already listed. */
    quoteItemAdded(state, { payload }: PayloadAction<QuoteItem>) {
      const line = state.lines.find(sameItem(payload));
      if (line) {
        Object.assign(line, payload, { quantity: clampQuantity(line.quantity + 1) });
      } else {
        state.lines.push({ ...payload, quantity: 1 });
      }
    },
    quoteQuantityChanged(state, { payload }: PayloadAction<QuoteKey & { quantity: number }>) {
      const line = state.lines.find(sameItem(payload));
      if (line) line.quantity = clampQuantity(payload.quantity);
    },
    quoteLineRemoved(state, { payload }: PayloadAction<QuoteKey>) {
      state.lines = state.lines.filter((line) => !sameItem(payload)(line));
    },
    /** 'Vaciar'. */
    quoteEmptied(state) {
      state.lines = [];
    },
    /**
     * 'Deshacer' after 'Quitar' or 'Vaciar': the lines of the list as it was (`payload`) that are
     * no longer in it come back where they were; what changed since stays as it is.
     */
    quoteLinesRestored(state, { payload }: PayloadAction<QuoteLine[]>) {
      payload.forEach((line, index) => {
        if (!state.lines.some(sameItem(line)))
          state.lines.splice(Math.min(index, state.lines.length), 0, line);
      });
    },
    /** Another tab changed the saved list: this one shows the same. */
    quoteLinesReplaced(state, { payload }: PayloadAction<QuoteLine[]>) {
      state.lines = payload;
    },
    /**
     * The lines checked against the catalogue: `current` holds the items as published now (name,
     * price and picture refreshed), `gone` the ones deleted or unpublished since (dropped).
     */
    quoteLinesChecked(
      state,
      { payload }: PayloadAction<{ current: QuoteItem[]; gone: QuoteKey[] }>,
    ) {
      state.lines = state.lines
        .filter((line) => !payload.gone.some(sameItem(line)))
        .map((line) => {
          const fresh = payload.current.find(sameItem(line));
          return fresh ? { ...line, ...fresh } : line;
        });
    },
    quoteOpened(state) {
      state.open = true;
    },
    quoteClosed(state) {
      state.open = false;
    },
  },
});

export const {
  quoteItemAdded,
  quoteQuantityChanged,
  quoteLineRemoved,
  quoteEmptied,
  quoteLinesRestored,
  quoteLinesReplaced,
  quoteLinesChecked,
  quoteOpened,
  quoteClosed,
} = quoteSlice.actions;

/** The bar's count: how many different items the list holds. */
export const quoteCount = (state: { quote: QuoteState }) => state.quote.lines.length;
