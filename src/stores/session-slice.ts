import {
  createAction,
  createSlice,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { ADMIN_ROLE } from '@/shared/roles';
import type { SessionUser, SignInResponse } from '@/shared/schemas/auth';
import type { StoredSession } from './session-storage';

/**
 * The session flags of SPEC.md §4. `isUser` is SPEC's "user flag": it exists but nothing sets it.
 * `notice` carries a message for the sign-in drawer (an expired session), `signInOpen` opens it.
 */
export interface SessionState {
  online: boolean;
  admin: boolean;
  isUser: boolean;
  adminArea: boolean;
  token: string | null;
  expiresAt: string | null;
  user: SessionUser | null;
  signInOpen: boolean;
  notice: string | null;
  /** The admin page a session expired on: signing in again goes back to it. */
  returnTo: string | null;
}

export const initialSessionState: SessionState = {
  online: false,
  admin: false,
  isUser: false,
  adminArea: false,
  token: null,
  expiresAt: null,
  user: null,
  signInOpen: false,
  notice: null,
  returnTo: null,
};

/**
 * A protected call answered 401: the session ends and the sign-in drawer asks again. It notes
 * the admin page it happened on (a form being saved, whose typed changes the form keeps) for
 * the sign-in to return to.
 */
export const sessionExpired = createAction('session/expired', () => {
  const where = typeof window === 'undefined' ? null : window.location;
  return {
    payload: where && /^\/admin\//.test(where.pathname) ? where.pathname + where.search : null,
  };
});

export const SESSION_EXPIRED_MESSAGE = 'Su sesión expiró, ingrese nuevamente';

export const isAdminUser = (user: Pick<SessionUser, 'roles'> | null) =>
  user?.roles[0]?.name === ADMIN_ROLE;

/** The state a stored (still valid) session restores to. */
export function sessionFromStored(stored: StoredSession | null): SessionState {
  if (!stored) return initialSessionState;
  return {
    ...initialSessionState,
    online: true,
    admin: isAdminUser(stored.user),
    token: stored.token,
    expiresAt: stored.expiresAt,
    user: stored.user,
  };
}

const signedOut = (state: SessionState): SessionState => ({
  ...initialSessionState,
  signInOpen: state.signInOpen,
  notice: state.notice,
  returnTo: state.returnTo,
});

/** An action of the sign-in endpoint the server accepted, as its `matchFulfilled` tells. */
type SignInAccepted = (action: UnknownAction) => action is PayloadAction<SignInResponse>;
let signInAccepted: SignInAccepted | null = null;

/**
 * Hands the slice the sign-in endpoint's `matchFulfilled` (src/lib/auth-api.ts, as it loads).
 * The slice is in every page's first load and RTK Query is not (it comes with the first screen
 * that calls the server, see root-reducer.ts), so the slice cannot import the endpoint; no
 * sign-in can be answered before its module has loaded.
 */
export function readSignInAnswers(matcher: SignInAccepted) {
  signInAccepted = matcher;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /**
     * A stored session, restored after the prerendered page has hydrated as the signed-out
     * visitor the server rendered it for (src/start/main.tsx).
     */
    sessionRestored: (state, { payload }: PayloadAction<StoredSession>) => ({
      ...sessionFromStored(payload),
      adminArea: state.adminArea,
      signInOpen: state.signInOpen,
      notice: state.notice,
      returnTo: state.returnTo,
    }),
    loggedOut: () => initialSessionState,
    /** The sign-in drawer closed: where it was to return to is of no more use. */
    returnToCleared(state) {
      state.returnTo = null;
    },
    adminAreaEntered(state) {
      state.adminArea = true;
    },
    adminAreaLeft(state) {
      state.adminArea = false;
    },
    signInOpened(state) {
      state.signInOpen = true;
    },
    signInClosed(state) {
      state.signInOpen = false;
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state, { payload }) => ({
        ...signedOut(state),
        signInOpen: true,
        notice: SESSION_EXPIRED_MESSAGE,
        returnTo: payload,
      }))
      // The server accepted a sign-in: the session is the endpoint's answer.
      .addMatcher(
        (action): action is PayloadAction<SignInResponse> => signInAccepted?.(action) ?? false,
        (state, { payload }) => {
          state.online = true;
          state.admin = payload.roles[0]?.name === ADMIN_ROLE;
          state.token = payload.token;
          state.expiresAt = payload.expiresAt;
          state.user = payload.user;
          state.notice = null;
        },
      );
  },
});

export const {
  sessionRestored,
  loggedOut,
  adminAreaEntered,
  adminAreaLeft,
  signInOpened,
  signInClosed,
  returnToCleared,
} = sessionSlice.actions;
