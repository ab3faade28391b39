import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Links between products and the services that go with them, chosen by admins (issue 15).
// One row links one product to one service; both pages read it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_related')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('catalog_items.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('catalog_items.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalog_related_pk', ['product_id', 'service_id'])
    .execute();
  await db.schema
    .createIndex('catalog_related_service')
    .on('catalog_related')
    .columns(['service_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalog_related').execute();
}
