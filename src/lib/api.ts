import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { NO_CONNECTION_MESSAGE } from '@/lib/no-connection';
import { noteAnswer, noteNetworkFailure } from '@/lib/pwa/pwa-state';
import { attachApi } from '@/stores/root-reducer';
import { sessionExpired } from '@/stores/session-slice';

/**
 * Request arguments; `withToken` sends the session token in x-access-token (SPEC.md §6);
 * `'if-signed-in'`: a public read that sends it only when there is a session (an admin then
 * sees drafts too), else it goes as a visitor's read.
 */
type ApiArgs = FetchArgs & { withToken?: boolean | 'if-signed-in' };

export const TOKEN_HEADER = 'x-access-token';

const TIMEOUT_MS = 30_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: TIMEOUT_MS,
  // Looked up per call, so a test's stand-in for the network (installed later) is the one used.
  fetchFn: (input, init) => fetch(input, init),
});

/**
 * The thunk extra argument of a store made on the server for a prerender (src/ssr): its calls go
 * to the server's own API through `fetch` instead of the network.
 */
export interface ApiExtra {
  fetch?: (request: Request) => Promise<Response>;
}

/** The base query of a store: the browser's network, or the server's own API for a prerender. */
function rawBaseQueryFor(extra: unknown): typeof rawBaseQuery {
  const serverFetch = (extra as ApiExtra | undefined)?.fetch;
  if (!serverFetch) return rawBaseQuery;
  return fetchBaseQuery({
    baseUrl: 'http://prerender/api',
    timeout: TIMEOUT_MS,
    fetchFn: (input) => serverFetch(input as Request),
  });
}

const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const rawBaseQuery = rawBaseQueryFor(api.extra);
  const { token } = (api.getState() as { session: { token: string | null } }).session;
  if (
    typeof args === 'string' ||
    !args.withToken ||
    (args.withToken === 'if-signed-in' && !token)
  ) {
    const { withToken: _public, ...publicArgs } = typeof args === 'string' ? { url: args } : args;
    const result = await rawBaseQuery(typeof args === 'string' ? args : publicArgs, api, extra);
    // Saved answers (the service worker's) tell the offline notice how old they are.
    if (result.meta?.request && typeof window !== 'undefined')
      noteAnswer(result.meta.request.url, result.meta.response?.headers);
    if (result.error?.status === 'FETCH_ERROR') noteNetworkFailure();
    return result;
  }
  const { withToken: _withToken, ...request } = args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (token) headers.set(TOKEN_HEADER, token);
  const result = await rawBaseQuery({ ...request, headers }, api, extra);
  // An expired or revoked token ends the session; the sign-in drawer explains why.
  if (result.error?.status === 401 && token) api.dispatch(sessionExpired());
  return result;
};

/** The one API of the client: features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Service', 'ProductImages', 'ServiceImages', 'User', 'Summary'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

// RTK Query is not part of the first load: the API joins the store when this module arrives.
attachApi(api);

// The store's type knows the API's slice (the root reducer injects it when attachApi runs).
declare module '@/stores/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

/** Whether a failed call never reached the server (no network, or no answer in time). */
export function isConnectionError(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** The Spanish message of a failed call: the server's, or a transport one. */
export function errorMessage(error: unknown): string {
  const e = error as FetchBaseQueryError | undefined;
  if (!e) return '';
  if (isConnectionError(e)) return NO_CONNECTION_MESSAGE;
  const data = (e as { data?: { message?: unknown } }).data;
  if (data && typeof data.message === 'string') return data.message;
  return 'Ocurrió un error inesperado. Intente de nuevo.';
}
