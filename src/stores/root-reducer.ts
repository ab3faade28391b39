import {
  combineSlices,
  type Dispatch,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { PageData } from '@/shared/page-data';
import { compareSlice } from './compare-slice';
import { pageMissesSeeded, pageMissesSlice } from './page-misses-slice';
import { quoteSlice } from './quote-slice';
import { sessionSlice } from './session-slice';

/**
 * Slices that arrive with code loaded later. The API cache (and RTK Query itself, ~14 KB gzip)
 * comes with the first screen that calls the server, so the home page's first load goes without.
 * Each lazily loaded slice declares itself here from its own module (`declare module`, as Redux
 * Toolkit's docs do for `withLazyLoadedSlices`): this module imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * The whole state tree: the session, the quote list, the comparison, the calls the loaded page
 * found missing, and the API cache once the API is loaded.
 */
export const rootReducer = combineSlices(
  sessionSlice,
  quoteSlice,
  compareSlice,
  pageMissesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * The state as the code that reads it sees it: the API's slice is typed as present because only
 * the API's own modules (which attach it as they load) read or update it.
 */
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof LazyLoadedSlices> &
  LazyLoadedSlices;

/** Middleware added at run time (RTK Query's, with the API); every store made by makeStore has it. */
export const lazyMiddleware = createDynamicMiddleware();

/** Dispatched to the stores that exist when the API arrives, so their state gains its slice. */
export const apiAttached = createAction('app/apiAttached');

/** What attachApi needs of an RTK Query API (kept loose: this module must not import it). */
interface LazyApi {
  reducerPath: 'api';
  reducer: Reducer<LazyLoadedSlices['api']>;
  middleware: Middleware;
  util: { upsertQueryEntries: (entries: never) => UnknownAction };
}

const onAttach = new Set<() => void>();
let attached: LazyApi | null = null;

/** Runs `listener` when the API arrives, or at once if it already has. */
export function whenApiAttached(listener: () => void) {
  if (attached) listener();
  else onAttach.add(listener);
}

/**
 * Puts answers the server already had (the prerender's, handed over in the page) into a store's
 * API cache, and its "not found" answers beside it (page-misses-slice), so the first render shows
 * them without calling again. Call it once the page's code has loaded: the endpoints must be there
 * (an unknown endpoint's answers are left out).
 */
export function seedApiCache(dispatch: Dispatch, { answers, missing }: PageData) {
  if (attached && answers.length > 0) dispatch(attached.util.upsertQueryEntries(answers as never));
  if (missing.length > 0) dispatch(pageMissesSeeded(missing));
}

/** Adds an RTK Query API to every store: its reducer, its middleware, then one action to start. */
export function attachApi(lazyApi: LazyApi) {
  if (attached) return;
  rootReducer.inject(lazyApi);
  lazyMiddleware.addMiddleware(lazyApi.middleware);
  attached = lazyApi;
  for (const listener of onAttach) listener();
  onAttach.clear();
}
