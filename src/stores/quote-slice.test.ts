import { makeStore } from '@/testing/test-utils';
import {
  quoteCount,
  quoteEmptied,
  quoteItemAdded,
  quoteLineRemoved,
  quoteLinesChecked,
  quoteLinesRestored,
  quoteQuantityChanged,
  type QuoteItem,
} from './quote-slice';

const tunnel: QuoteItem = {
  kind: 'product',
  id: 1,
  code: 'invernadero-tunel',
  name: 'Invernadero túnel',
  image: 'tunel',
  price: { visible: true, totalPrice: 1000 },
};
const course: QuoteItem = {
  kind: 'service',
  id: 1,
  code: 'curso-de-riego',
  name: 'Curso de riego',
  image: null,
  price: { visible: false, totalPrice: 0 },
};

describe('quote slice', () => {
  it('adds an item once and raises its quantity when added again', () => {
    const store = makeStore();
    store.dispatch(quoteItemAdded(tunnel));
    store.dispatch(quoteItemAdded(course));
    store.dispatch(quoteItemAdded(tunnel));
    const { lines } = store.getState().quote;
    expect(lines.map((l) => [l.kind, l.id, l.quantity])).toEqual([
      ['product', 1, 2],
      ['service', 1, 1],
    ]);
    expect(quoteCount(store.getState())).toBe(2);
  });

  it('keeps quantities between 1 and 999', () => {
    const store = makeStore();
    store.dispatch(quoteItemAdded(tunnel));
    store.dispatch(quoteQuantityChanged({ kind: 'product', id: 1, quantity: 5000 }));
    expect(store.getState().quote.lines[0].quantity).toBe(999);
    store.dispatch(quoteItemAdded(tunnel));
    expect(store.getState().quote.lines[0].quantity).toBe(999);
    store.dispatch(quoteQuantityChanged({ kind: 'product', id: 1, quantity: 0 }));
    expect(store.getState().quote.lines[0].quantity).toBe(1);
  });

  it('removes one line, or all of them', () => {
    const store = makeStore();
    store.dispatch(quoteItemAdded(tunnel));
    store.dispatch(quoteItemAdded(course));
    store.dispatch(quoteLineRemoved({ kind: 'product', id: 1 }));
    expect(store.getState().quote.lines.map((l) => l.name)).toEqual(['Curso de riego']);
    store.dispatch(quoteEmptied());
    expect(store.getState().quote.lines).toEqual([]);
  });

  it("'Deshacer' puts removed lines back where they were, keeping what changed since", () => {
    const store = makeStore();
    const drip: QuoteItem = { ...tunnel, id: 2, code: 'riego', name: 'Kit de riego' };
    store.dispatch(quoteItemAdded(tunnel));
    store.dispatch(quoteItemAdded(course));
    store.dispatch(quoteItemAdded(drip));
    const before = store.getState().quote.lines;
    store.dispatch(quoteLineRemoved({ kind: 'service', id: 1 }));
    store.dispatch(quoteQuantityChanged({ kind: 'product', id: 2, quantity: 7 }));
    store.dispatch(quoteLinesRestored(before));
    expect(store.getState().quote.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Invernadero túnel', 1],
      ['Curso de riego', 1],
      ['Kit de riego', 7],
    ]);

    const all = store.getState().quote.lines;
    store.dispatch(quoteEmptied());
    store.dispatch(quoteItemAdded(course));
    store.dispatch(quoteLinesRestored(all));
    expect(store.getState().quote.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Invernadero túnel', 1],
      ['Curso de riego', 1],
      ['Kit de riego', 7],
    ]);
  });

  it('drops the items gone from the catalogue and refreshes the others', () => {
    const store = makeStore();
    store.dispatch(quoteItemAdded(tunnel));
    store.dispatch(quoteItemAdded(course));
    store.dispatch(quoteQuantityChanged({ kind: 'service', id: 1, quantity: 3 }));
    store.dispatch(
      quoteLinesChecked({
        current: [
          { ...course, name: 'Curso de riego 2027', price: { visible: true, totalPrice: 90 } },
        ],
        gone: [{ kind: 'product', id: 1 }],
      }),
    );
    expect(store.getState().quote.lines).toEqual([
      {
        ...course,
        name: 'Curso de riego 2027',
        price: { visible: true, totalPrice: 90 },
        quantity: 3,
      },
    ]);
  });
});
