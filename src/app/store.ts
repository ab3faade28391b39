import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { apiAttached, lazyMiddleware, rootReducer, whenApiAttached } from '@/stores/root-reducer';
import type { RootState } from '@/stores/root-reducer';

export type { RootState };

const REDACTED = '[oculto]';

/** Session actions (sign-in, restore) carry the token in their payload: it is shown redacted. */
export function actionSanitizer<A extends UnknownAction>(action: A): A {
  const payload = (action as { payload?: unknown }).payload;
  if (payload && typeof payload === 'object' && 'token' in payload) {
    return { ...action, payload: { ...payload, token: REDACTED } };
  }
  return action;
}

/** The state as the DevTools show it: the session's token redacted. */
export function stateSanitizer<S>(state: S): S {
  const session = (state as { session?: { token?: unknown } }).session;
  if (!session?.token) return state;
  return { ...state, session: { ...session, token: REDACTED } };
}

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
    // Connects to the Redux DevTools extension when it is installed, in every build (QA inspects
    // the live state); the session token never reaches it.
    devTools: { name: 'Agrotec', actionSanitizer, stateSanitizer },
  });
  // The API's slice exists from the first render after its code arrives.
  whenApiAttached(() => store.dispatch(apiAttached()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
