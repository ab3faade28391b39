import { makeStore } from '@/testing/test-utils';
import { quoteItemAdded, quoteEmptied } from './quote-slice';
import {
  loadStoredQuote,
  parseStoredQuote,
  QUOTE_STORAGE_KEY,
  syncQuoteWithStorage,
} from './quote-storage';

const item = {
  kind: 'product' as const,
  id: 7,
  code: 'tractor',
  name: 'Tractor',
  image: null,
  price: { visible: true, totalPrice: 100 },
};

describe('quote storage', () => {
  afterEach(() => localStorage.clear());

  it('saves the lines as they change and forgets them when emptied', () => {
    const store = makeStore();
    const stop = syncQuoteWithStorage(store);
    store.dispatch(quoteItemAdded(item));
    expect(loadStoredQuote()).toEqual([{ ...item, quantity: 1 }]);
    store.dispatch(quoteEmptied());
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
    stop();
  });

  it("takes the lines another tab saved (the 'storage' event)", () => {
    const store = makeStore();
    const stop = syncQuoteWithStorage(store);
    const saved = JSON.stringify([{ ...item, quantity: 4 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_STORAGE_KEY, newValue: saved }));
    expect(store.getState().quote.lines).toEqual([{ ...item, quantity: 4 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '[]' }));
    expect(store.getState().quote.lines).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_STORAGE_KEY, newValue: null }));
    expect(store.getState().quote.lines).toEqual([]);
    stop();
  });

  it('leaves malformed saved data out', () => {
    expect(parseStoredQuote('not json')).toEqual([]);
    expect(parseStoredQuote('{"a":1}')).toEqual([]);
    expect(
      parseStoredQuote(
        JSON.stringify([{ ...item, quantity: 2 }, { ...item, quantity: 0 }, { name: 'x' }]),
      ),
    ).toEqual([{ ...item, quantity: 2 }]);
  });
});
