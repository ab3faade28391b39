import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Every listing order the API offers reads rows in index order (issue 14): by name for visitors,
// and by date or name over drafts too for admins. The initial migration's catalog_items_listing
// serves visitors' listings by date. Without these a listing sorted all rows of its group.
const INDEXES = {
  catalog_items_listing_name: ['kind', 'group_id', 'published', 'name', 'id'],
  catalog_items_all_created: ['kind', 'group_id', 'created_at', 'id'],
  catalog_items_all_name: ['kind', 'group_id', 'name', 'id'],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await db.schema.createIndex(name).on('catalog_items').columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
}
