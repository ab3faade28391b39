import type { DbOrTrx } from '../database';
import type { ItemKind } from '../tables';

/** A published item as the sitemap lists it. */
export interface SitemapItem {
  kind: ItemKind;
  code: string;
  groupId: number;
  updatedAt: string;
}

/** Every published item, by kind and group, newest first within a group. */
export async function listSitemapItems(db: DbOrTrx): Promise<SitemapItem[]> {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['kind', 'code', 'group_id', 'updated_at'])
    .where('published', '=', 1)
    .orderBy('kind')
    .orderBy('group_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    code: r.code,
    groupId: r.group_id,
    updatedAt: r.updated_at,
  }));
}
