import { makeStore } from '@/testing/test-utils';
import {
  COMPARE_MAX,
  compareItemRemoved,
  compareRefusal,
  compareToggled,
  type CompareItem,
} from './compare-slice';
import { COMPARE_STORAGE_KEY, loadStoredCompare, syncCompareWithStorage } from './compare-storage';

const product = (id: number, group = 2): CompareItem => ({
  kind: 'product',
  id,
  code: `p-${id}`,
  name: `Producto ${id}`,
  image: null,
  group,
});

describe('the comparison', () => {
  afterEach(() => localStorage.clear());

  it('toggles an item in and out, in the order added', () => {
    const store = makeStore();
    store.dispatch(compareToggled(product(1)));
    store.dispatch(compareToggled(product(2)));
    expect(store.getState().compare.items.map((i) => i.id)).toEqual([1, 2]);
    store.dispatch(compareToggled(product(1)));
    expect(store.getState().compare.items.map((i) => i.id)).toEqual([2]);
    store.dispatch(compareItemRemoved({ kind: 'product', id: 2 }));
    expect(store.getState().compare.items).toEqual([]);
  });

  it('holds four items at most: a fifth is refused and adds nothing', () => {
    const store = makeStore();
    for (let id = 1; id <= COMPARE_MAX; id++) store.dispatch(compareToggled(product(id)));
    expect(compareRefusal(store.getState().compare.items, product(5))).toBe('full');
    store.dispatch(compareToggled(product(5)));
    expect(store.getState().compare.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    // One already in is taken out, not refused.
    expect(compareRefusal(store.getState().compare.items, product(4))).toBeNull();
  });

  it('holds items of one category or service type only', () => {
    const store = makeStore();
    store.dispatch(compareToggled(product(1, 2)));
    expect(compareRefusal(store.getState().compare.items, product(2, 3))).toBe('other-group');
    const service = { ...product(3, 2), kind: 'service' as const };
    expect(compareRefusal(store.getState().compare.items, service)).toBe('other-group');
    store.dispatch(compareToggled(product(2, 3)));
    store.dispatch(compareToggled(service));
    expect(store.getState().compare.items.map((i) => i.id)).toEqual([1]);
    // Emptied, any group may start a new one.
    store.dispatch(compareToggled(product(1, 2)));
    expect(compareRefusal(store.getState().compare.items, product(2, 3))).toBeNull();
  });

  it('is saved in the browser and shared by tabs', () => {
    const store = makeStore();
    const stop = syncCompareWithStorage(store);
    store.dispatch(compareToggled(product(1)));
    expect(loadStoredCompare()).toEqual([product(1)]);

    const other = makeStore();
    const stopOther = syncCompareWithStorage(other);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: COMPARE_STORAGE_KEY,
        newValue: localStorage.getItem(COMPARE_STORAGE_KEY),
      }),
    );
    expect(other.getState().compare.items).toEqual([product(1)]);

    store.dispatch(compareToggled(product(1)));
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    stop();
    stopOther();
  });

  it('leaves malformed or mixed saved data out, and four items at most', () => {
    const saved = [
      product(1),
      { ...product(2), id: 'x' },
      product(3, 9),
      product(4),
      product(5),
      product(6),
      product(7),
    ];
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(saved));
    expect(loadStoredCompare().map((i) => i.id)).toEqual([1, 4, 5, 6]);
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(loadStoredCompare()).toEqual([]);
  });
});
