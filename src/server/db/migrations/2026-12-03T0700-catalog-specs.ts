import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Specifications per group (a category or a service type) and the values items hold for them.
// A value is one row per item and specification: numbers and yes/no (1/0) in num_value, texts
// and choices in text_value, so both databases index a specification's values in order.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = postgres ? ('serial' as const) : ('integer' as const);

  await db.schema
    .createTable('catalog_specs')
    .addColumn('id', idColumn, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(40)', (c) => c.notNull())
    .addColumn('label', 'varchar(60)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)')
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    // JSON array of the allowed texts of a choice; null for other types.
    .addColumn('choices', 'text')
    .addColumn('filterable', 'integer', (c) => c.notNull())
    .addColumn('highlight', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('catalog_specs_group_key_unique', ['kind', 'group_id', 'key'])
    .execute();

  await db.schema
    .createTable('catalog_item_specs')
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('catalog_items.id').onDelete('cascade'),
    )
    .addColumn('spec_id', 'integer', (c) =>
      c.notNull().references('catalog_specs.id').onDelete('cascade'),
    )
    .addColumn('num_value', 'double precision')
    .addColumn('text_value', 'varchar(200)')
    .addPrimaryKeyConstraint('catalog_item_specs_pk', ['item_id', 'spec_id'])
    .execute();
  // A specification stands for its group and key: these read a group's items by value.
  await db.schema
    .createIndex('catalog_item_specs_number')
    .on('catalog_item_specs')
    .columns(['spec_id', 'num_value', 'item_id'])
    .execute();
  await db.schema
    .createIndex('catalog_item_specs_text')
    .on('catalog_item_specs')
    .columns(['spec_id', 'text_value', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalog_item_specs').execute();
  await db.schema.dropTable('catalog_specs').execute();
}
