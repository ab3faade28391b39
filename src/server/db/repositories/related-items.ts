import { sql } from 'kysely';
import { KINDS, RELATED_MAX } from '@/shared/catalog';
import { SERVER_KINDS } from '../../catalog/kinds';
import type { SearchResult } from '@/shared/schemas/search';
import type { DbOrTrx } from '../database';
import type { CatalogItemRow, ItemKind } from '../tables';
import { searchResultsOf, toApi, type CatalogItem } from './catalog-items';
import { specValuesColumn, valuesOfColumn } from './specs';

/** The link columns seen from an item of `kind`: its own id, and the other item's. */
const sides = (kind: ItemKind) => SERVER_KINDS[kind].link;

const otherKind = (kind: ItemKind): ItemKind => KINDS[kind].other;

/** Ids of the items of the other kind linked to an item, in the order they were chosen. */
export async function relatedIds(db: DbOrTrx, kind: ItemKind, id: number): Promise<number[]> {
  const { own, other } = sides(kind);
  const rows = await db
    .selectFrom('catalog_related')
    .select(`${other} as otherId`)
    .where(own, '=', id)
    .orderBy('position')
    .orderBy(other)
    .execute();
  return rows.map((r) => r.otherId);
}

/**
 * A published item by code with its values and the ids linked to it (`related_ids`, as
 * `relatedIds` orders them), in one query: the share-link lookup is a hot public read, and on
 * PostgreSQL each query is a round trip.
 */
export async function findPublishedWithRelated(
  db: DbOrTrx,
  kind: ItemKind,
  code: string,
): Promise<CatalogItem | undefined> {
  const { own, other } = sides(kind);
  const linked = sql.ref(`catalog_related.${other}`);
  const found = await db
    .selectFrom('catalog_items')
    .selectAll('catalog_items')
    .select(
      sql<
        string | null
      >`(select string_agg(cast(${linked} as text), ',' order by catalog_related.position, ${linked}) from catalog_related where ${sql.ref(`catalog_related.${own}`)} = catalog_items.id)`.as(
        'related_list',
      ),
    )
    .select(specValuesColumn(db).as('spec_values'))
    .where('kind', '=', kind)
    .where('code', '=', code)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!found) return undefined;
  const { related_list, spec_values, ...row } = found;
  return {
    ...toApi(row, valuesOfColumn(spec_values)),
    related_ids: related_list ? related_list.split(',').map(Number) : [],
  };
}

/** The ids among `ids` that are not items of the other kind (drafts count: they may be published later). */
export async function unknownRelatedIds(db: DbOrTrx, kind: ItemKind, ids: number[]) {
  if (!ids.length) return [];
  const found = await db
    .selectFrom('catalog_items')
    .select('id')
    .where('kind', '=', otherKind(kind))
    .where('id', 'in', ids)
    .execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Replaces an item's links with `ids` (already checked), keeping their order. */
export async function setRelated(db: DbOrTrx, kind: ItemKind, id: number, ids: number[]) {
  const { own, other } = sides(kind);
  await db.deleteFrom('catalog_related').where(own, '=', id).execute();
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await db
    .insertInto('catalog_related')
    .values(
      unique.map(
        (otherId, position) =>
          ({ [own]: id, [other]: otherId, position }) as {
            product_id: number;
            service_id: number;
            position: number;
          },
      ),
    )
    .execute();
}

/**
 * The published items of the other kind shown with the published item of `code`, up to four
 * (undefined when there is no such item): the ones an admin linked, or where there are none, the
 * newest of the groups that go with the item's group, taken in turn from each group.
 */
export async function relatedItems(
  db: DbOrTrx,
  kind: ItemKind,
  code: string,
): Promise<SearchResult[] | undefined> {
  const item = await db
    .selectFrom('catalog_items')
    .select(['id', 'kind', 'group_id'])
    .where('kind', '=', kind)
    .where('code', '=', code)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!item) return undefined;
  return searchResultsOf(db, await relatedRows(db, item));
}

async function relatedRows(
  db: DbOrTrx,
  item: Pick<CatalogItemRow, 'id' | 'kind' | 'group_id'>,
): Promise<CatalogItemRow[]> {
  const { own, other } = sides(item.kind);
  const chosen = await db
    .selectFrom('catalog_related')
    .innerJoin('catalog_items', 'catalog_items.id', `catalog_related.${other}`)
    .selectAll('catalog_items')
    .where(`catalog_related.${own}`, '=', item.id)
    .where('catalog_items.published', '=', 1)
    .orderBy('catalog_related.position')
    .orderBy('catalog_items.id')
    .limit(RELATED_MAX)
    .execute();
  if (chosen.length) return chosen;

  const groups = KINDS[item.kind].relatedGroups(item.group_id);
  const perGroup = await Promise.all(
    groups.map((groupId) =>
      db
        .selectFrom('catalog_items')
        .selectAll()
        .where('kind', '=', otherKind(item.kind))
        .where('group_id', '=', groupId)
        .where('published', '=', 1)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RELATED_MAX)
        .execute(),
    ),
  );
  const picked: CatalogItemRow[] = [];
  for (let i = 0; picked.length < RELATED_MAX && perGroup.some((rows) => i < rows.length); i++) {
    for (const rows of perGroup) if (rows[i] && picked.length < RELATED_MAX) picked.push(rows[i]);
  }
  return picked;
}
