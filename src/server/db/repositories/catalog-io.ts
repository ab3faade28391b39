/** The catalogue spreadsheet's reads: the items a file's rows name, and the export's pages. */
import type { CatalogItem } from '@/shared/schemas/catalog-item';
import { SERVER_KINDS } from '../../catalog/kinds';
import type { DbOrTrx } from '../database';
import type { ItemKind } from '../tables';
import { itemsOf } from './catalog-items';

/** A picture of an item as the spreadsheet sees it: its public name, and where it came from. */
export interface SheetPhoto {
  publicName: string;
  source: string | null;
}

/** An item as the export writes it: with its pictures' public names and its related codes. */
export interface ExportItem {
  item: CatalogItem;
  photos: string[];
  related: string[];
}

/** The items of a kind with one of these codes, as the API returns them. */
export async function itemsByCode(
  db: DbOrTrx,
  kind: ItemKind,
  codes: string[],
): Promise<CatalogItem[]> {
  if (!codes.length) return [];
  const rows = await db
    .selectFrom('catalog_items')
    .selectAll()
    .where('kind', '=', kind)
    .where('code', 'in', codes)
    .execute();
  return itemsOf(db, rows);
}

/** The ids of the items of a kind with one of these codes, by code. */
export async function idsByCode(
  db: DbOrTrx,
  kind: ItemKind,
  codes: string[],
): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'code'])
    .where('kind', '=', kind)
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The codes of the items of the other kind linked to each of these items, in their order. */
export async function relatedCodesOf(
  db: DbOrTrx,
  kind: ItemKind,
  ids: number[],
): Promise<Map<number, string[]>> {
  const byItem = new Map<number, string[]>();
  if (!ids.length) return byItem;
  const { own, other } = SERVER_KINDS[kind].link;
  const links = await db
    .selectFrom('catalog_related')
    .innerJoin('catalog_items', 'catalog_items.id', `catalog_related.${other}`)
    .select([`catalog_related.${own} as ownId`, 'catalog_items.code'])
    .where(`catalog_related.${own}`, 'in', ids)
    .orderBy('catalog_related.position')
    .orderBy(`catalog_related.${other}`)
    .execute();
  for (const link of links) byItem.set(link.ownId, [...(byItem.get(link.ownId) ?? []), link.code]);
  return byItem;
}

/** The pictures of each of these items, in their order. */
export async function photosOf(db: DbOrTrx, ids: number[]): Promise<Map<number, SheetPhoto[]>> {
  const byItem = new Map<number, SheetPhoto[]>();
  if (!ids.length) return byItem;
  const images = await db
    .selectFrom('images')
    .select(['item_id', 'public_name', 'source'])
    .where('item_id', 'in', ids)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const image of images)
    byItem.set(image.item_id, [
      ...(byItem.get(image.item_id) ?? []),
      { publicName: image.public_name, source: image.source },
    ]);
  return byItem;
}

/** Up to `limit` items of a kind after the id `afterId`, in id order, as the export writes them. */
export async function exportPage(
  db: DbOrTrx,
  kind: ItemKind,
  afterId: number,
  limit: number,
): Promise<ExportItem[]> {
  const rows = await db
    .selectFrom('catalog_items')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  if (!rows.length) return [];
  const ids = rows.map((i) => i.id);
  const [items, photos, related] = await Promise.all([
    itemsOf(db, rows),
    photosOf(db, ids),
    relatedCodesOf(db, kind, ids),
  ]);
  return rows.map((row, i) => ({
    item: items[i],
    photos: (photos.get(row.id) ?? []).map((p) => p.publicName),
    related: related.get(row.id) ?? [],
  }));
}
