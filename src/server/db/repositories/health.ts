import { sql } from 'kysely';
import type { DbOrTrx } from '../database';

/** Resolves when the database answers a trivial query; rejects with its error when it does not. */
export async function pingDatabase(db: DbOrTrx): Promise<void> {
  await sql`select 1`.execute(db);
}
