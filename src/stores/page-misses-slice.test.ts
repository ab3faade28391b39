import { makeStore } from '@/testing/test-utils';
import {
  callKey,
  pageMissesCleared,
  pageMissesSeeded,
  selectIsPageMiss,
} from './page-misses-slice';

describe('page misses', () => {
  it('knows a call by its endpoint and argument, whatever the order of the argument keys', () => {
    expect(callKey({ endpointName: 'a', arg: { resource: 'products', code: 'x' } })).toBe(
      callKey({ endpointName: 'a', arg: { code: 'x', resource: 'products' } }),
    );
    expect(callKey({ endpointName: 'a', arg: { code: 'x' } })).not.toBe(
      callKey({ endpointName: 'b', arg: { code: 'x' } }),
    );
  });

  it('holds the calls the loaded page found missing, and only those', () => {
    const store = makeStore();
    const gone = { endpointName: 'catalogItemByCode', arg: { resource: 'products', code: 'x' } };
    expect(selectIsPageMiss(store.getState(), gone)).toBe(false);
    store.dispatch(pageMissesSeeded([gone]));
    expect(selectIsPageMiss(store.getState(), gone)).toBe(true);
    expect(
      selectIsPageMiss(store.getState(), { ...gone, arg: { resource: 'services', code: 'x' } }),
    ).toBe(false);
    // The first navigation inside the app: the item may have been published again since.
    store.dispatch(pageMissesCleared());
    expect(selectIsPageMiss(store.getState(), gone)).toBe(false);
  });
});
