import type { RecentChange } from '@/shared/schemas/admin';
import type { CatalogItem } from '@/shared/schemas/catalog-item';
import type { SearchResult } from '@/shared/schemas/search';
import { KINDS } from '@/shared/catalog';
import { slugify } from '../../lib/slug';
import { nowIso } from '../../lib/time';
import type { DbOrTrx } from '../database';
import type { CatalogItemRow, ItemKind } from '../tables';
import type { ItemSpecs } from '@/shared/schemas/specs';
import { indexItem, unindexItem } from './catalog-search-index';
import { moveItemSpecs, setItemSpecs, specValuesOf } from './specs';

export type { CatalogItem };

export interface ItemWrite {
  name: string;
  code: string | null;
  description: string;
  groupId: number;
  priceCents: number;
  priceVisible: boolean;
  published: boolean;
  defaultImage?: string | null;
  /** The item's specification values, checked against its group: replace the stored ones. */
  specs?: ItemSpecs;
}

export class DuplicateCodeError extends Error {}

/**
 * A row as the API returns the item, with its specification values. Only the repositories call
 * it: what leaves them is the API's shape (src/shared/schemas/catalog-item.ts), never a row.
 */
export function toApi(row: CatalogItemRow, specs: ItemSpecs): CatalogItem {
  const info = KINDS[row.kind];
  const group = info.groups.find((g) => g.id === row.group_id) ?? {
    id: row.group_id,
    name: '',
    urlpath: '',
  };
  const base = {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    default_image: row.default_image,
    price_id: { visible: row.price_visible === 1, totalPrice: Number(row.price_cents) / 100 },
    published: row.published === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    specs,
  };
  const ref = { id: group.id, name: group.name, urlpath: group.urlpath };
  return info.groupField === 'category_id'
    ? { ...base, category_id: ref }
    : { ...base, type_id: ref };
}

/** Rows as the API returns their items, with their values read in one query. */
export async function itemsOf(db: DbOrTrx, rows: CatalogItemRow[]): Promise<CatalogItem[]> {
  const specs = await specValuesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toApi(row, specs.get(row.id) ?? {}));
}

/** Rows as search hits and related items read them: the items with their kinds. */
export async function searchResultsOf(db: DbOrTrx, rows: CatalogItemRow[]) {
  const items = await itemsOf(db, rows);
  return items.map((item, i) => ({ ...item, kind: rows[i].kind }) as SearchResult);
}

/** An item of a kind by id or code, drafts included, as the API returns it. */
export async function findItem(
  db: DbOrTrx,
  kind: ItemKind,
  by: { id: number } | { code: string },
): Promise<CatalogItem | undefined> {
  let query = db.selectFrom('catalog_items').selectAll().where('kind', '=', kind);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('code', '=', by.code);
  const row = await query.executeTakeFirst();
  return row && (await itemsOf(db, [row]))[0];
}

async function codeTaken(db: DbOrTrx, kind: ItemKind, code: string, exceptId?: number) {
  let query = db
    .selectFrom('catalog_items')
    .select('id')
    .where('kind', '=', kind)
    .where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** An explicit code must be free; a code derived from the name gets a numeric suffix instead. */
async function resolveCode(db: DbOrTrx, kind: ItemKind, write: ItemWrite, exceptId?: number) {
  if (write.code) {
    if (await codeTaken(db, kind, write.code, exceptId)) throw new DuplicateCodeError(write.code);
    return write.code;
  }
  // A name without letters or digits ('¡!'): the share link still reads in Spanish.
  const base = slugify(write.name, 72) || KINDS[kind].noun;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await codeTaken(db, kind, candidate, exceptId))) return candidate;
  }
}

export async function insertItem(
  db: DbOrTrx,
  kind: ItemKind,
  write: ItemWrite,
  createdAt = nowIso(),
): Promise<CatalogItem> {
  const code = await resolveCode(db, kind, write);
  const row = await db
    .insertInto('catalog_items')
    .values({
      kind,
      code,
      name: write.name,
      description: write.description,
      default_image: null,
      price_cents: write.priceCents,
      price_visible: write.priceVisible ? 1 : 0,
      group_id: write.groupId,
      published: write.published ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A new item holds the values it was written with: none, or those read back once stored.
  const given = write.specs && Object.keys(write.specs).length > 0;
  if (given) await setItemSpecs(db, { id: row.id, kind, groupId: write.groupId }, write.specs!);
  const item = given ? (await findItem(db, kind, { id: row.id }))! : toApi(row, {});
  await indexItem(db, item);
  return item;
}

export async function updateItem(
  db: DbOrTrx,
  kind: ItemKind,
  id: number,
  write: ItemWrite,
): Promise<CatalogItem> {
  const code = await resolveCode(db, kind, write, id);
  await db
    .updateTable('catalog_items')
    .set({
      code,
      name: write.name,
      description: write.description,
      price_cents: write.priceCents,
      price_visible: write.priceVisible ? 1 : 0,
      group_id: write.groupId,
      published: write.published ? 1 : 0,
      ...(write.defaultImage !== undefined ? { default_image: write.defaultImage } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .execute();
  // Values given replace the stored ones; without, they stay, or follow the item to its group.
  const placed = { id, kind, groupId: write.groupId };
  await (write.specs ? setItemSpecs(db, placed, write.specs) : moveItemSpecs(db, placed));
  const item = (await findItem(db, kind, { id }))!;
  await indexItem(db, item);
  return item;
}

export async function deleteItem(db: DbOrTrx, kind: ItemKind, id: number): Promise<boolean> {
  // Products and services share one sequence of ids: an id of the other kind is not this kind's
  // item, and its images stay.
  const item = await db
    .selectFrom('catalog_items')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!item) return false;
  const images = db.selectFrom('images').select('id').where('item_id', '=', id);
  await db.deleteFrom('image_variants').where('image_id', 'in', images).execute();
  await db.deleteFrom('images').where('item_id', '=', id).execute();
  const result = await db
    .deleteFrom('catalog_items')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await unindexItem(db, id);
  return deleted;
}

export async function touchItem(db: DbOrTrx, id: number, defaultImage?: string | null) {
  await db
    .updateTable('catalog_items')
    .set({
      updated_at: nowIso(),
      ...(defaultImage !== undefined ? { default_image: defaultImage } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Counts per group, published and drafts, for the admin dashboard. */
export async function countByGroup(db: DbOrTrx, kind: ItemKind) {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['group_id', 'published', (eb) => eb.fn.countAll<number>().as('total')])
    .where('kind', '=', kind)
    .groupBy(['group_id', 'published'])
    .execute();
  return rows.map((r) => ({
    groupId: r.group_id,
    published: r.published === 1,
    total: Number(r.total),
  }));
}

/** The items of a kind changed last, newest first, as the admin dashboard lists them. */
export async function recentlyChanged(
  db: DbOrTrx,
  kind: ItemKind,
  limit: number,
): Promise<RecentChange[]> {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'kind', 'code', 'name', 'published', 'updated_at'])
    .where('kind', '=', kind)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, published: row.published === 1 }));
}

/** The published items among `ids`, by kind and id (any kind: the caller matches both). */
export async function findPublishedRefs(
  db: DbOrTrx,
  ids: number[],
): Promise<{ kind: ItemKind; id: number }[]> {
  return db
    .selectFrom('catalog_items')
    .select(['id', 'kind'])
    .where('id', 'in', ids)
    .where('published', '=', 1)
    .execute();
}

/** The id of an item's group (`category_id` or `type_id`). */
export const itemGroupId = (item: CatalogItem): number =>
  ('category_id' in item ? item.category_id : item.type_id).id;

/** An item's price in cents, as stored (toApi's `totalPrice` is the cents over 100). */
export const priceCentsOf = (item: CatalogItem): number =>
  Math.round(item.price_id.totalPrice * 100);
