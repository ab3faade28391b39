import { initialSessionState, type SessionState } from '@/stores/session-slice';

/** A signed-in admin, as preloaded state for component tests of the admin area. */
export function adminSessionState(username = 'admin'): { session: SessionState } {
  return {
    session: {
      ...initialSessionState,
      online: true,
      admin: true,
      token: 'admin-token',
      expiresAt: '2099-01-01T00:00:00.000Z',
      user: { id: 1, username, roles: [{ name: 'admin' }], url_img: null },
    },
  };
}
