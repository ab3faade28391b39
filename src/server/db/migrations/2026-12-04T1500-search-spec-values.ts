import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// The search finds items by their specifications' text values (issue 65: 'policarbonato'): an
// item's entry in the text index (catalog_search) has them after its description's text, in
// its group's order. Items written before hold entries without them: they are added here, in
// one statement per database. Numbers and yes/no values are not text, and stay out.

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The generated tsvector follows the body.
    await sql`
      update catalog_search set body = catalog_search.body || ' ' || t.texts
      from (
        select v.item_id, string_agg(v.text_value, ' ' order by s.position) as texts
        from catalog_item_specs v join catalog_specs s on s.id = v.spec_id
        where v.text_value is not null
        group by v.item_id
      ) t
      where t.item_id = catalog_search.item_id`.execute(db);
    return;
  }
  await sql`
    update catalog_search set body = body || ' ' || (
      select group_concat(text_value, ' ') from (
        select v.text_value from catalog_item_specs v join catalog_specs s on s.id = v.spec_id
        where v.item_id = catalog_search.rowid and v.text_value is not null
        order by s.position
      )
    )
    where rowid in (select item_id from catalog_item_specs where text_value is not null)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  // Nothing to undo: the words added stay in the entries until each item's next write, and an
  // older search finds them as words of the description.
}
