import type { Role, User } from '@/shared/schemas/auth';
import { nowIso } from '../../lib/time';
import type { DbOrTrx } from '../database';
import type { UserRow } from '../tables';

export const rolesOf = (row: Pick<UserRow, 'roles'>): Role[] =>
  (JSON.parse(row.roles) as string[]).map((name) => ({ name }));

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  roles: rolesOf(row),
  created_at: row.created_at,
});

export const findUserByName = (db: DbOrTrx, username: string) =>
  db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

export const findUserById = (db: DbOrTrx, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const listUsers = (db: DbOrTrx) =>
  db.selectFrom('users').selectAll().orderBy('username').execute();

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
): Promise<UserRow> {
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
  return (await findUserById(db, id))!;
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
