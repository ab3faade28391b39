import { FETCHED_AT_HEADER, OFFLINE_META } from '@/sw/cache-rules';

type PwaState = typeof import('./pwa-state');

const NOW = new Date(2026, 10, 28, 10, 0).getTime();
const SAVED_AT = NOW - 2 * 60 * 60 * 1000;
const fromServer = () => new Headers({ 'content-type': 'application/json' });
const fromPhone = () => new Headers({ [FETCHED_AT_HEADER]: String(SAVED_AT) });

/** A fresh copy of the module (its state is the page's), the server answering `up` or not. */
function load(up: boolean): PwaState {
  global.fetch = jest.fn(() =>
    up ? Promise.resolve({ ok: true } as Response) : Promise.reject(new TypeError('offline')),
  );
  let state!: PwaState;
  jest.isolateModules(() => {
    state = jest.requireActual<PwaState>('./pwa-state');
  });
  return state;
}

const originalFetch = global.fetch;
beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => {
  jest.useRealTimers();
  global.fetch = originalFetch;
});

describe('saved data shown while the page believes it is online', () => {
  it('says "Sin conexión" when the server, which answered a moment ago, no longer does', async () => {
    const state = load(false);
    state.noteAnswer('/api/products/category/a/3?page=0', fromServer());
    // The signal goes; a tap shows an item the phone saved (stale-while-revalidate's copy).
    await jest.advanceTimersByTimeAsync(2000);
    state.noteAnswer('/api/products/c/riego-por-goteo', fromPhone());
    await jest.advanceTimersByTimeAsync(1000);
    expect(state.pwaState.getSnapshot().offline).toBe(false);

    // The server is asked once its last answer is 10 s old: it does not answer.
    await jest.advanceTimersByTimeAsync(7000);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(state.pwaState.getSnapshot()).toMatchObject({ offline: true, dataFrom: SAVED_AT });
  });

  it('stays quiet when the server answers: the saved copy was only shown first', async () => {
    const state = load(true);
    state.noteAnswer('/api/products/category/a/3?page=0', fromServer());
    state.noteAnswer('/api/products/c/riego-por-goteo', fromPhone());
    await jest.advanceTimersByTimeAsync(15_000);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(state.pwaState.getSnapshot()).toMatchObject({ offline: false, dataFrom: null });
  });

  it('asks at once when the server has not answered lately', async () => {
    const state = load(false);
    state.noteAnswer('/api/products/c/riego-por-goteo', fromPhone());
    await jest.advanceTimersByTimeAsync(0);
    expect(state.pwaState.getSnapshot().offline).toBe(true);
  });
});

describe('whether an answer the page shows is the server’s', () => {
  it("tells the server's answers from the saved copies, the last one of a call counting", () => {
    const state = load(true);
    const item = '/api/products/c/riego-por-goteo';
    state.noteAnswer(item, fromPhone());
    expect(state.answeredByServer(item)).toBe(false);
    state.noteAnswer(item, fromServer());
    expect(state.answeredByServer(item)).toBe(true);
    state.noteAnswer(item, fromPhone());
    expect(state.answeredByServer(item)).toBe(false);
  });

  it("takes what came with the page as the server's, unless the page is a saved copy", () => {
    const state = load(true);
    const item = '/api/products/c/invernadero-capilla';
    expect(state.answeredByServer(item)).toBe(true);
    const mark = document.createElement('meta');
    mark.name = OFFLINE_META;
    mark.content = String(SAVED_AT);
    document.head.append(mark);
    try {
      expect(state.answeredByServer(item)).toBe(false);
      state.noteAnswer(item, fromServer());
      expect(state.answeredByServer(item)).toBe(true);
    } finally {
      mark.remove();
    }
  });
});
