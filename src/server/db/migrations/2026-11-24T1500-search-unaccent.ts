import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// PostgreSQL folds the search text itself (issue 15): `unaccent` (a trusted contrib extension,
// created once per database) behind an IMMUTABLE wrapper, `search_fold`, which the generated
// tsvector and every query use alike. The application stores the text as written. SQLite keeps
// FTS5's own folding (remove_diacritics); nothing changes there.
// Kysely runs PostgreSQL migrations in one transaction under its advisory lock, so databases
// migrated at once (test schemas of one database) do not race to create the extension.

const DOCUMENT = sql`
  setweight(to_tsvector('simple', search_fold(name)), 'A') ||
  setweight(to_tsvector('simple', search_fold(body)), 'D')`;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  // Schema-qualified (the dictionary too): an IMMUTABLE function must not depend on search_path.
  const where = rows[0].schema.replace(/"/g, '""');
  const body = `select lower("${where}".unaccent('"${where}".unaccent'::regdictionary, value))`;
  await sql`
    create function search_fold(value text) returns text
    language sql immutable strict parallel safe
    as ${sql.lit(body)}`.execute(db);
  await sql`drop index catalog_search_document`.execute(db);
  await sql`alter table catalog_search drop column document`.execute(db);
  await sql`alter table catalog_search
    add column document tsvector generated always as (${DOCUMENT}) stored`.execute(db);
  await sql`create index catalog_search_document on catalog_search using gin (document)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index catalog_search_document`.execute(db);
  await sql`alter table catalog_search drop column document`.execute(db);
  await sql`alter table catalog_search add column document tsvector generated always as (
    setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', body), 'D')
  ) stored`.execute(db);
  await sql`create index catalog_search_document on catalog_search using gin (document)`.execute(
    db,
  );
  await sql`drop function search_fold(text)`.execute(db);
}
