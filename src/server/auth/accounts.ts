import { isUniqueViolation, type Db } from '../db/database';
import {
  deleteUser,
  findUser,
  findUserAnyCase,
  insertUser,
  listAdminIds,
  setPasswordHash,
} from '../db/repositories/users';
import { hashPassword } from './passwords';

/*
 * The staff accounts' rules, the same for the admin API (routes/users.ts) and the users CLI
 * (cli/users.ts): a name is taken whatever its case, a password is stored only as its hash, and
 * the last admin stays. Each caller says a broken rule in its own words (`AccountError.problem`).
 */

export type AccountProblem =
  { kind: 'taken'; username: string } | { kind: 'not-found' } | { kind: 'last-admin' };

export class AccountError extends Error {
  constructor(readonly problem: AccountProblem) {
    super(problem.kind);
  }
}

/** A new account with one role; `taken` when the name exists in any case. */
export async function createAccount(
  db: Db,
  { username, password, role }: { username: string; password: string; role: string },
) {
  const passwordHash = await hashPassword(password);
  const taken = (existing = username) => new AccountError({ kind: 'taken', username: existing });
  return db
    .transaction()
    .execute(async (trx) => {
      const existing = await findUserAnyCase(trx, username);
      if (existing) throw taken(existing.username);
      return insertUser(trx, { username, passwordHash, roles: [role] });
    })
    .catch((err: unknown) => {
      // A concurrent request created the same name between the check and the insert.
      throw isUniqueViolation(err) ? taken() : err;
    });
}

/** A new password for an account (its sessions end: see setPasswordHash); `not-found`. */
export async function changePassword(db: Db, id: number, password: string) {
  if (!(await findUser(db, { id }))) throw new AccountError({ kind: 'not-found' });
  await setPasswordHash(db, id, await hashPassword(password));
}

/** Removes an account; `not-found`, or `last-admin` for the only admin left. */
export async function removeAccount(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await findUser(trx, { id }))) throw new AccountError({ kind: 'not-found' });
    const admins = await listAdminIds(trx);
    if (admins.length === 1 && admins[0] === id) throw new AccountError({ kind: 'last-admin' });
    await deleteUser(trx, id);
  });
}
