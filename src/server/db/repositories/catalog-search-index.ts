import { PostgresAdapter, sql } from 'kysely';
import { htmlToText } from '../../lib/plain-text';
import type { DbOrTrx } from '../database';
import type { CatalogItemRow } from '../tables';

/*
 * The catalogue's text index (FTS5 on SQLite, a tsvector table on PostgreSQL), written with the
 * items (src/server/db/repositories/catalog-items.ts) and read by the search
 * (catalog-search.ts).
 */

export const isPostgres = (db: DbOrTrx) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Keeps an item's entry in the text index in step with the item: called by every write of its
 * name or description, inside the write's transaction.
 */
export async function indexItem(
  db: DbOrTrx,
  item: Pick<CatalogItemRow, 'id' | 'name' | 'description'>,
) {
  const body = htmlToText(item.description);
  if (isPostgres(db)) {
    // The text as written: the generated tsvector folds it (`search_fold`, unaccent + lower).
    await sql`insert into catalog_search (item_id, name, body)
      values (${item.id}, ${item.name}, ${body})
      on conflict (item_id) do update set name = excluded.name, body = excluded.body`.execute(db);
    return;
  }
  await sql`delete from catalog_search where rowid = ${item.id}`.execute(db);
  await sql`insert into catalog_search (rowid, name, body)
    values (${item.id}, ${item.name}, ${body})`.execute(db);
}

export async function unindexItem(db: DbOrTrx, id: number) {
  // PostgreSQL's entry goes with the item (on delete cascade); FTS5 tables have no foreign keys.
  if (!isPostgres(db)) await sql`delete from catalog_search where rowid = ${id}`.execute(db);
}
