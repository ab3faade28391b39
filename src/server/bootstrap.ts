import { randomBytes } from 'node:crypto';
import { hashPassword } from './auth/passwords';
import type { Db } from './db/database';
import { countUsers, insertUser } from './db/repositories/users';

export interface CreatedAdmin {
  username: string;
  /** Set only when it was generated here, so it can be shown once. */
  generatedPassword?: string;
}

/** Creates the first admin when there is no user at all. */
export async function ensureFirstAdmin(
  db: Db,
  username: string,
  password?: string,
): Promise<CreatedAdmin | null> {
  if ((await countUsers(db)) > 0) return null;
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  await insertUser(db, {
    username,
    passwordHash: await hashPassword(password ?? generated!),
    roles: ['admin'],
  });
  return { username, generatedPassword: generated };
}
