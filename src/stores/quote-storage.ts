import type { Store } from '@reduxjs/toolkit';
import { KINDS } from '@/shared/catalog';
import { MAX_QUANTITY, quoteLinesReplaced, type QuoteLine, type QuoteState } from './quote-slice';
import { loadStoredList, parseStoredList, syncListWithStorage } from './synced-storage';

/** The quote list survives a reload and is shared by the site's tabs (the `storage` event). */
export const QUOTE_STORAGE_KEY = 'agrotec.quote';

const isLine = (value: unknown): value is QuoteLine => {
  const line = value as QuoteLine | null;
  return (
    !!line &&
    Object.hasOwn(KINDS, line.kind) &&
    Number.isInteger(line.id) &&
    typeof line.code === 'string' &&
    typeof line.name === 'string' &&
    (line.image === null || typeof line.image === 'string') &&
    typeof line.price?.visible === 'boolean' &&
    typeof line.price.totalPrice === 'number' &&
    (line.seenAt === undefined || typeof line.seenAt === 'number') &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_QUANTITY
  );
};

/** The saved lines in `raw` (what localStorage holds); anything malformed is left out. */
export const parseStoredQuote = (raw: string | null | undefined): QuoteLine[] =>
  parseStoredList(raw, isLine);

export const loadStoredQuote = (): QuoteLine[] => loadStoredList(QUOTE_STORAGE_KEY, isLine);

/**
 * Saves the store's quote lines whenever they change, and takes the lines another tab saved.
 * Returns the function that stops both.
 */
export const syncQuoteWithStorage = (store: Store<{ quote: QuoteState }>) =>
  syncListWithStorage(store, {
    key: QUOTE_STORAGE_KEY,
    select: (state) => state.quote.lines,
    replaced: quoteLinesReplaced,
    isValid: isLine,
  });
