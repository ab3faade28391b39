import { authApi } from '@/lib/auth-api';
import { installFakeApi } from '@/testing/fake-api';
import { makeStore } from '@/testing/test-utils';
import {
  adminAreaEntered,
  adminAreaLeft,
  initialSessionState,
  loggedOut,
  returnToCleared,
  sessionExpired,
  SESSION_EXPIRED_MESSAGE,
  signInClosed,
  signInOpened,
} from './session-slice';

const answer = (role: string) => ({
  token: `token-${role}`,
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: { id: 1, username: role, roles: [{ name: role }], url_img: null },
  roles: [{ name: role }],
});

/** A store signed in through the sign-in endpoint, the server answering `answer(role)`. */
async function signedInStore(role: string, status = 200) {
  const server = installFakeApi((url, method) =>
    url.pathname === '/api/auth/signin' && method === 'POST'
      ? status === 200
        ? { body: answer(role) }
        : { status, body: { message: 'Usuario o contraseña incorrectos' } }
      : undefined,
  );
  try {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.signIn.initiate({ username: role, password: 'clave' }));
    return store;
  } finally {
    server.restore();
  }
}

describe('session slice', () => {
  it('starts offline with every flag down', () => {
    expect(makeStore().getState().session).toEqual(initialSessionState);
  });

  it('a fulfilled sign-in of an admin sets online, admin, token and user', async () => {
    const store = await signedInStore('admin');
    expect(store.getState().session).toMatchObject({
      online: true,
      admin: true,
      token: 'token-admin',
      expiresAt: '2099-01-01T00:00:00.000Z',
      user: answer('admin').user,
      adminArea: false,
    });
  });

  it('a fulfilled sign-in of another role goes online without the admin flag', async () => {
    const store = await signedInStore('vendedor');
    expect(store.getState().session).toMatchObject({
      online: true,
      admin: false,
      token: 'token-vendedor',
    });
  });

  it('a refused sign-in leaves the visitor signed out', async () => {
    const store = await signedInStore('admin', 401);
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('logout resets the user, online, admin and admin-area flags', async () => {
    const store = await signedInStore('admin');
    store.dispatch(adminAreaEntered());
    store.dispatch(loggedOut());
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('the admin-area flag goes on and off', () => {
    const store = makeStore();
    store.dispatch(adminAreaEntered());
    expect(store.getState().session.adminArea).toBe(true);
    store.dispatch(adminAreaLeft());
    expect(store.getState().session.adminArea).toBe(false);
  });

  it('an expired session signs out and opens the sign-in drawer with the notice', async () => {
    const store = await signedInStore('admin');
    store.dispatch(sessionExpired());
    expect(store.getState().session).toMatchObject({
      online: false,
      admin: false,
      token: null,
      user: null,
      signInOpen: true,
      notice: SESSION_EXPIRED_MESSAGE,
    });
    expect(SESSION_EXPIRED_MESSAGE).toBe('Su sesión expiró, ingrese nuevamente');
    // Not on an admin page: the sign-in goes to the admin welcome page.
    expect(store.getState().session.returnTo).toBeNull();
  });

  it('an expired session on an admin page notes it for the sign-in to return to', async () => {
    const store = await signedInStore('admin');
    window.history.pushState(null, '', '/admin/productos/12?pestana=fotos');
    try {
      store.dispatch(sessionExpired());
    } finally {
      window.history.pushState(null, '', '/');
    }
    expect(store.getState().session.returnTo).toBe('/admin/productos/12?pestana=fotos');
    store.dispatch(returnToCleared());
    expect(store.getState().session.returnTo).toBeNull();
  });

  it('opening and closing the drawer; closing clears the notice', () => {
    const store = makeStore();
    store.dispatch(sessionExpired());
    store.dispatch(signInClosed());
    expect(store.getState().session).toMatchObject({ signInOpen: false, notice: null });
    store.dispatch(signInOpened());
    expect(store.getState().session.signInOpen).toBe(true);
  });
});
