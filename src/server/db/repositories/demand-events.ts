import { sql } from 'kysely';
import { SQLITE_BUSY_TIMEOUT_MS, type Db, type DbOrTrx } from '../database';
import { isPostgres } from './catalog-search-index';

/** Rows per insert: well under SQLite's and PostgreSQL's bound on a statement's parameters. */
const CHUNK = 200;
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Runs `work` in one transaction that, on SQLite, does not wait for a lock: better-sqlite3 waits
 * by blocking the whole process, and a flush is tried again a few seconds later anyway.
 */
export async function transactionWithoutLockWait(db: Db, work: (trx: DbOrTrx) => Promise<void>) {
  const sqlite = !isPostgres(db);
  await db.transaction().execute(async (trx) => {
    if (!sqlite) return work(trx);
    await sql`PRAGMA busy_timeout = 0`.execute(trx);
    try {
      await work(trx);
    } finally {
      await sql.raw(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(trx);
    }
  });
}

/** Deletes the salts and visitor digests of the days before `day`. */
export async function deleteVisitorsBefore(db: DbOrTrx, day: string) {
  await db.deleteFrom('event_uniques').where('day', '<', day).execute();
  await db.deleteFrom('event_salts').where('day', '<', day).execute();
}

/**
 * The day's salt: `fresh` stored if the day has none yet (insert-or-ignore, then read), so every
 * instance ends up with the same salt for the day.
 */
export async function daySalt(db: DbOrTrx, day: string, fresh: string): Promise<string> {
  await db
    .insertInto('event_salts')
    .values({ day, salt: fresh })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('event_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** A count's key: the day, the event and its item ('' and 0 for the event itself). */
export interface CountKey {
  day: string;
  event: string;
  itemKind: string;
  itemId: number;
}

/** Stores the visitors' digests; answers the keys of those new to the database (one per digest). */
export async function insertNewVisitors(
  db: DbOrTrx,
  visitors: (CountKey & { digest: string })[],
): Promise<CountKey[]> {
  const added: CountKey[] = [];
  for (const rows of chunks(visitors)) {
    const inserted = await db
      .insertInto('event_uniques')
      .values(
        rows.map((v) => ({
          day: v.day,
          event: v.event,
          item_kind: v.itemKind,
          item_id: v.itemId,
          digest: v.digest,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['day', 'event', 'item_kind', 'item_id', 'digest']).doNothing(),
      )
      .returning(['day', 'event', 'item_kind', 'item_id'])
      .execute();
    for (const r of inserted)
      added.push({ day: r.day, event: r.event, itemKind: r.item_kind, itemId: r.item_id });
  }
  return added;
}

/** Adds totals and unique visitors to the daily counts. */
export async function addCounts(
  db: DbOrTrx,
  counts: (CountKey & { total: number; uniques: number })[],
) {
  for (const rows of chunks(counts))
    await db
      .insertInto('event_counts')
      .values(
        rows.map((c) => ({
          day: c.day,
          event: c.event,
          item_kind: c.itemKind,
          item_id: c.itemId,
          total: c.total,
          uniques: c.uniques,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['day', 'event', 'item_kind', 'item_id']).doUpdateSet({
          total: sql`event_counts.total + excluded.total`,
          uniques: sql`event_counts.uniques + excluded.uniques`,
        }),
      )
      .execute();
}

/** Adds searches, and those that found nothing, to the daily counts of their terms. */
export async function addSearches(
  db: DbOrTrx,
  searches: { day: string; term: string; count: number; noResults: number }[],
) {
  for (const rows of chunks(searches))
    await db
      .insertInto('event_searches')
      .values(
        rows.map((s) => ({ day: s.day, term: s.term, count: s.count, no_results: s.noResults })),
      )
      .onConflict((oc) =>
        oc.columns(['day', 'term']).doUpdateSet({
          count: sql`event_searches.count + excluded.count`,
          no_results: sql`event_searches.no_results + excluded.no_results`,
        }),
      )
      .execute();
}

/** Adds to the daily counts of the pairs of items quoted together. */
export async function addPairs(
  db: DbOrTrx,
  pairs: { day: string; a: [string, number]; b: [string, number]; count: number }[],
) {
  for (const rows of chunks(pairs))
    await db
      .insertInto('event_pairs')
      .values(
        rows.map((p) => ({
          day: p.day,
          a_kind: p.a[0],
          a_id: p.a[1],
          b_kind: p.b[0],
          b_id: p.b[1],
          count: p.count,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['day', 'a_kind', 'a_id', 'b_kind', 'b_id'])
          .doUpdateSet({ count: sql`event_pairs.count + excluded.count` }),
      )
      .execute();
}
