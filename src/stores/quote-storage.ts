import type { Store } from '@reduxjs/toolkit';
import { KINDS } from '@/shared/catalog';
import { MAX_QUANTITY, quoteLinesReplaced, type QuoteLine, type QuoteState } from './quote-slice';

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
export function parseStoredQuote(raw: string | null | undefined): QuoteLine[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function loadStoredQuote(): QuoteLine[] {
  try {
    return parseStoredQuote(globalThis.localStorage?.getItem(QUOTE_STORAGE_KEY));
  } catch {
    return []; // storage blocked: an empty list
  }
}

function saveStoredQuote(lines: QuoteLine[]) {
  try {
    if (lines.length > 0)
      globalThis.localStorage?.setItem(QUOTE_STORAGE_KEY, JSON.stringify(lines));
    else globalThis.localStorage?.removeItem(QUOTE_STORAGE_KEY);
  } catch {
    // Private mode or full storage: the list lives as long as the tab.
  }
}

/**
 * Saves the store's quote lines whenever they change, and takes the lines another tab saved.
 * Returns the function that stops both.
 */
export function syncQuoteWithStorage(store: Store<{ quote: QuoteState }>) {
  let saved = store.getState().quote.lines;
  let receiving = false;
  const unsubscribe = store.subscribe(() => {
    const { lines } = store.getState().quote;
    if (lines === saved) return;
    saved = lines;
    // Taken from another tab: writing it back would only echo it to the other tabs.
    if (!receiving) saveStoredQuote(lines);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== QUOTE_STORAGE_KEY && event.key !== null) return;
    receiving = true;
    try {
      store.dispatch(quoteLinesReplaced(parseStoredQuote(event.newValue)));
    } finally {
      receiving = false;
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
