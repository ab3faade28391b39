import { PostgresAdapter, sql } from 'kysely';
import type { ItemSpecs } from '@/shared/schemas/specs';
import { htmlToText } from '../../lib/plain-text';
import type { DbOrTrx } from '../database';

/*
 * The catalogue's text index (FTS5 on SQLite, a tsvector table on PostgreSQL), written with the
 * items (src/server/db/repositories/catalog-items.ts) and read by the search
 * (catalog-search.ts). An item's entry is its name, and as its body the text of its description
 * followed by its specifications' text values (texts and choices: 'policarbonato'), so a search
 * finds an item by them as by its description.
 */

export const isPostgres = (db: DbOrTrx) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Ids are written to the index this many at a time by `reindexItems`. */
const REINDEX_BATCH = 500;

/** An item's indexed body: its description's text, then its specifications' text values. */
const bodyOf = (description: string, texts: readonly string[]) =>
  [htmlToText(description), ...texts].filter(Boolean).join(' ');

/** The text values (texts and choices) among an item's specification values, in their order. */
const textValues = (specs: ItemSpecs | undefined) =>
  Object.values(specs ?? {}).filter((value): value is string => typeof value === 'string');

async function writeEntry(db: DbOrTrx, id: number, name: string, body: string) {
  if (isPostgres(db)) {
    // The text as written: the generated tsvector folds it (`search_fold`, unaccent + lower).
    await sql`insert into catalog_search (item_id, name, body)
      values (${id}, ${name}, ${body})
      on conflict (item_id) do update set name = excluded.name, body = excluded.body`.execute(db);
    return;
  }
  await sql`delete from catalog_search where rowid = ${id}`.execute(db);
  await sql`insert into catalog_search (rowid, name, body)
    values (${id}, ${name}, ${body})`.execute(db);
}

/**
 * Keeps an item's entry in the text index in step with the item: called by every write of its
 * name, description or specification values, inside the write's transaction, with the item as
 * stored (its `specs` as the API reads them).
 */
export async function indexItem(
  db: DbOrTrx,
  item: { id: number; name: string; description: string; specs?: ItemSpecs },
) {
  await writeEntry(db, item.id, item.name, bodyOf(item.description, textValues(item.specs)));
}

/**
 * Writes again the entries of these items from what is stored: after their specification values
 * changed without an item write (a group's list edited: a choice renamed or removed; values
 * loaded in bulk).
 */
export async function reindexItems(db: DbOrTrx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += REINDEX_BATCH) {
    const batch = unique.slice(start, start + REINDEX_BATCH);
    const rows = await db
      .selectFrom('catalog_items')
      .select(['id', 'name', 'description'])
      .where('id', 'in', batch)
      .execute();
    const values = await db
      .selectFrom('catalog_item_specs as v')
      .innerJoin('catalog_specs as s', 's.id', 'v.spec_id')
      .select(['v.item_id', 'v.text_value'])
      .where('v.item_id', 'in', batch)
      .where('v.text_value', 'is not', null)
      .orderBy('v.item_id')
      .orderBy('s.position')
      .execute();
    const texts = new Map<number, string[]>();
    for (const value of values) {
      const held = texts.get(value.item_id) ?? [];
      held.push(value.text_value!);
      texts.set(value.item_id, held);
    }
    for (const row of rows)
      await writeEntry(db, row.id, row.name, bodyOf(row.description, texts.get(row.id) ?? []));
  }
}

export async function unindexItem(db: DbOrTrx, id: number) {
  // PostgreSQL's entry goes with the item (on delete cascade); FTS5 tables have no foreign keys.
  if (!isPostgres(db)) await sql`delete from catalog_search where rowid = ${id}`.execute(db);
}
