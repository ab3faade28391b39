import { sql } from 'kysely';
import type { Role, SessionUser, User } from '@/shared/schemas/auth';
import { nowIso } from '../../lib/time';
import type { DbOrTrx } from '../database';
import type { UserRow } from '../tables';

const rolesOf = (row: Pick<UserRow, 'roles'>): Role[] =>
  (JSON.parse(row.roles) as string[]).map((name) => ({ name }));

/** A row as the API shows the account. */
const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  roles: rolesOf(row),
  created_at: row.created_at,
});

const findRow = (db: DbOrTrx, by: { id: number } | { username: string }) => {
  const query = db.selectFrom('users').selectAll();
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('username', '=', by.username)
  ).executeTakeFirst();
};

/**
 * The account named `username` in any case ('MARIA' finds 'maria'): a new account may
 * not differ from an existing one by case alone, which staff could not tell apart. Names are
 * ASCII (USERNAME_PATTERN), so `lower` is the same on SQLite and PostgreSQL.
 */
export async function findUserAnyCase(db: DbOrTrx, username: string) {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row && toUser(row);
}

/** An account by id or username. */
export async function findUser(db: DbOrTrx, by: { id: number } | { username: string }) {
  const row = await findRow(db, by);
  return row && toUser(row);
}

/**
 * What a sign-in checks and answers: the user as the session shows it, its password hash and
 * the version its token carries.
 */
export async function findCredentials(db: DbOrTrx, username: string) {
  const row = await findRow(db, { username });
  if (!row) return undefined;
  const user: SessionUser = {
    id: row.id,
    username: row.username,
    roles: rolesOf(row),
    url_img: row.url_img,
  };
  return { user, passwordHash: row.password_hash, tokenVersion: row.token_version };
}

/** The account a token names, with the version of the tokens still valid (see endSessions). */
export async function findTokenHolder(db: DbOrTrx, id: number) {
  const row = await findRow(db, { id });
  return row && { user: toUser(row), tokenVersion: row.token_version };
}

export const listUsers = async (db: DbOrTrx): Promise<User[]> =>
  (await db.selectFrom('users').selectAll().orderBy('username').execute()).map(toUser);

export async function countUsers(db: DbOrTrx): Promise<number> {
  const { total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function insertUser(
  db: DbOrTrx,
  user: { username: string; passwordHash: string; roles: string[] },
): Promise<User> {
  const now = nowIso();
  const { id } = await db
    .insertInto('users')
    .values({
      username: user.username,
      password_hash: user.passwordHash,
      roles: JSON.stringify(user.roles),
      url_img: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findUser(db, { id }))!;
}

/** A new password also ends every token issued before it. */
export async function setPasswordHash(db: DbOrTrx, id: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Ends every token of the user issued so far (sign-out). */
export async function endSessions(db: DbOrTrx, id: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: DbOrTrx, id: number) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Users whose first role is admin: the ones that reach the admin area. */
export async function listAdminIds(db: DbOrTrx): Promise<number[]> {
  const rows = await db.selectFrom('users').select(['id', 'roles']).execute();
  return rows.filter((r) => rolesOf(r)[0]?.name === 'admin').map((r) => r.id);
}
