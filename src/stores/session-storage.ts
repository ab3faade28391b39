import type { SessionUser } from '@/shared/schemas/auth';

/** What survives a reload: the token, its expiry and the signed-in user. */
export interface StoredSession {
  token: string;
  expiresAt: string;
  user: SessionUser;
}

const KEY = 'agrotec.session';

export function loadStoredSession(now = Date.now()): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    if (!session.token || !(Date.parse(session.expiresAt) > now)) {
      globalThis.localStorage.removeItem(KEY);
      return null;
    }
    return session;
  } catch {
    return null;
  }
}

export function saveStoredSession(session: StoredSession | null) {
  try {
    if (session) globalThis.localStorage?.setItem(KEY, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Private mode or full storage: the session simply does not survive a reload.
  }
}
