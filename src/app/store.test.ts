import { installFakeApi } from '@/testing/fake-api';

/** The API cache joins stores that were made before its code arrived (the browser's case). */
it('a store made before the API is loaded gains the API slice, and its middleware, when it arrives', async () => {
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('./store');
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('api');

    const { api } = await import('@/lib/api');
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });

    const server = installFakeApi((url) =>
      url.pathname === '/api/ping' ? { body: { ok: true } } : undefined,
    );
    try {
      const ping = api.injectEndpoints({
        endpoints: (build) => ({
          ping: build.query<{ ok: boolean }, void>({ query: () => '/ping' }),
        }),
      });
      const result = await store.dispatch(ping.endpoints.ping.initiate());
      expect(result.data).toEqual({ ok: true });
      expect(store.getState().api.queries['ping(undefined)']).toMatchObject({
        status: 'fulfilled',
      });
    } finally {
      server.restore();
    }
  });
});
