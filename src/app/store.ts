import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { apiAttached, lazyMiddleware, rootReducer, whenApiAttached } from '../stores/root-reducer';
import type { RootState } from '../stores/root-reducer';

export type { RootState };

/**
 * A fresh store; tests make one each, the app makes one with the stored session, the server's
 * prerender one whose API calls go to the server itself (`extra`, see ApiExtra in lib/api).
 */
export function makeStore(preloadedState?: Partial<RootState>, extra?: object) {
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(lazyMiddleware.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  // The API's slice exists from the first render after its code arrives.
  whenApiAttached(() => store.dispatch(apiAttached()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
