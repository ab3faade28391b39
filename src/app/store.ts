import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { apiAttached, lazyMiddleware, rootReducer, whenApiAttached } from '@/stores/root-reducer';
import type { RootState } from '@/stores/root-reducer';

export type { RootState };

const REDACTED = '[oculto]';

/** Keys whose values the DevTools never see: the session's token, a sign-in's password. */
const SECRET_KEYS = new Set(['token', 'password']);

/** `value` with every secret key's value redacted, copied only where something changes. */
function redacted<T>(value: T, depth = 0): T {
  if (!value || typeof value !== 'object' || depth > 8) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, inner] of Object.entries(value)) {
    const next = SECRET_KEYS.has(key) && inner ? REDACTED : redacted(inner, depth + 1);
    if (next === inner) continue;
    copy ??= (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<
      string,
      unknown
    >;
    copy[key] = next;
  }
  return (copy ?? value) as T;
}

/**
 * What the DevTools show of an action: the session's token (sign-in, restore) and the password a
 * sign-in sends (RTK Query's `meta.arg`) redacted.
 */
export const actionSanitizer = <A extends UnknownAction>(action: A): A => redacted(action);

/** The state as the DevTools show it: the token and a sign-in's arguments (the API cache) redacted. */
export const stateSanitizer = <S>(state: S): S => redacted(state);

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
