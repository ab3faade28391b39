import { loggedOut } from '@/stores/session-slice';
import type { RootState } from '@/stores/root-reducer';
import type { AppDispatch } from './hooks';

/**
 * Signs out here at once, then asks the server to end every token of the user (so a copied or
 * stolen token stops working too). The API arrives on demand: the navigation bar that offers
 * sign-out is part of the first load, RTK Query is not. The call sends the token itself, not
 * through `withToken`: an already-ended session must not reopen the sign-in drawer.
 */
export function signOut() {
  return async (dispatch: AppDispatch, getState: () => RootState) => {
    const { token } = getState().session;
    dispatch(loggedOut());
    if (!token) return;
    const { authApi } = await import('./auth-api');
    await dispatch(authApi.endpoints.signOut.initiate(token));
  };
}
