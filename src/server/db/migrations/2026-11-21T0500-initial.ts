import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Booleans are integers and timestamps ISO-8601 text so one migration serves SQLite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = postgres ? ('serial' as const) : ('integer' as const);
  const blob = postgres ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('users')
    .addColumn('id', idColumn, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('username', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('roles', 'varchar(255)', (c) => c.notNull())
    .addColumn('url_img', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalog_items')
    .addColumn('id', idColumn, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('code', 'varchar(80)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('default_image', 'varchar(64)')
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('price_visible', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('catalog_items_kind_code_unique', ['kind', 'code'])
    .execute();
  await db.schema
    .createIndex('catalog_items_listing')
    .on('catalog_items')
    .columns(['kind', 'group_id', 'published', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', idColumn, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('catalog_items.id').onDelete('cascade'),
    )
    .addColumn('public_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('images_item')
    .on('images')
    .columns(['item_id', 'position'])
    .execute();

  await db.schema
    .createTable('image_variants')
    .addColumn('image_id', 'integer', (c) =>
      c.notNull().references('images.id').onDelete('cascade'),
    )
    .addColumn('variant', 'varchar(10)', (c) => c.notNull())
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('etag', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variants_pk', ['image_id', 'variant', 'format'])
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('etag', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('media_pk', ['name', 'format'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['media', 'image_variants', 'images', 'catalog_items', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
