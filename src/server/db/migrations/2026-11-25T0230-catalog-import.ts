import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Spreadsheet import (issue 22): where an image came from (its URL, or its ZIP entry), so a
// second import of the same file does not fetch or attach it again; and the import jobs, whose
// progress any process can read while one process runs them.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('images').addColumn('source', 'varchar(1000)').execute();
  await db.schema
    .createIndex('images_item_source')
    .on('images')
    .columns(['item_id', 'source'])
    .execute();
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('unchanged', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    /** JSON array of the rows that failed: {line, code, errors}. */
    .addColumn('errors', 'text', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('heartbeat_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_jobs').execute();
  await db.schema.dropIndex('images_item_source').execute();
  await db.schema.alterTable('images').dropColumn('source').execute();
}
