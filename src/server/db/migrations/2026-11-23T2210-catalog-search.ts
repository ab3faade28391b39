import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// The text index of products and services (issue 15). SQLite: an FTS5 table whose rowid is the
// item's id, with its own accent folding. PostgreSQL: the text folded (lowercase, no accents) by
// the application, and a weighted tsvector generated from it with a GIN index.

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`
      create table catalog_search (
        item_id integer primary key references catalog_items(id) on delete cascade,
        name text not null,
        body text not null,
        document tsvector generated always as (
          setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', body), 'D')
        ) stored
      )`.execute(db);
    await sql`create index catalog_search_document on catalog_search using gin (document)`.execute(
      db,
    );
  } else {
    await sql`
      create virtual table catalog_search using fts5(
        name, body, tokenize = "unicode61 remove_diacritics 2"
      )`.execute(db);
  }

  const items: Array<{ id: number; name: string; description: string }> = await db
    .selectFrom('catalog_items')
    .select(['id', 'name', 'description'])
    .execute();
  for (const item of items) {
    if (postgres) {
      await sql`insert into catalog_search (item_id, name, body)
        values (${item.id}, ${fold(item.name)}, ${fold(text(item.description))})`.execute(db);
    } else {
      await sql`insert into catalog_search (rowid, name, body)
        values (${item.id}, ${item.name}, ${text(item.description)})`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table catalog_search`.execute(db);
}
