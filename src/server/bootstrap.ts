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

/**
 * Fills an empty catalogue with the demo catalogue. Its generator (tools/demo-catalogue: drawn
 * pictures and demo texts, most of the server's code by lines) is loaded only here, only then:
 * the server build keeps it in a file of its own that a populated site never reads.
 */
export async function seedDemoIfEmpty(db: Db, log: (message: string) => void = () => {}) {
  const existing = await db
    .selectFrom('catalog_items')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  if (Number(existing.total) > 0) return null;
  log('empty catalogue: creating the demo catalogue…');
  const { seedDemo } = await import('../../tools/demo-catalogue');
  return seedDemo(db);
}
