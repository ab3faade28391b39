import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Demand counts (issue 23): daily rollups only, never a raw event, address or user agent.
// `day` is a UTC calendar day (YYYY-MM-DD); item_kind '' with item_id 0 is the event itself
// (one per event, whatever its items), other rows count an event per item.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_counts')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('uniques', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_counts_pk', ['day', 'event', 'item_kind', 'item_id'])
    .execute();
  // Digests of (day's salt, address prefix, user agent) already counted as unique: kept for the
  // current days only and deleted with the day's salt.
  await db.schema
    .createTable('event_uniques')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('digest', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_uniques_pk', ['day', 'event', 'item_kind', 'item_id', 'digest'])
    .execute();
  await db.schema
    .createTable('event_salts')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('event_searches')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('term', 'varchar(100)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('no_results', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_searches_pk', ['day', 'term'])
    .execute();
  await db.schema
    .createTable('event_pairs')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('a_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('a_id', 'integer', (c) => c.notNull())
    .addColumn('b_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('b_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_pairs_pk', ['day', 'a_kind', 'a_id', 'b_kind', 'b_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'event_pairs',
    'event_searches',
    'event_salts',
    'event_uniques',
    'event_counts',
  ])
    await db.schema.dropTable(table).execute();
}
