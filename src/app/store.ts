import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { apiAttached, lazyMiddleware, rootReducer, whenApiAttached } from '../stores/root-reducer';
import type { RootState } from '../stores/root-reducer';

export type { RootState };

/** A fresh store; tests make one each, the app makes one with the stored session. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(lazyMiddleware.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  // The API's slice exists from the first render after its code arrives.
  whenApiAttached(() => store.dispatch(apiAttached()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
