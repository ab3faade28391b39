import { createHash, randomBytes } from 'node:crypto';
import type { ImageName } from '@/shared/schemas/common';
import { nowIso } from '../../lib/time';
import type { DbOrTrx } from '../database';
import type { ImageRow, ItemKind } from '../tables';
import { touchItem } from './catalog-items';

interface VariantInput {
  variant: string;
  format: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface NewImage {
  originalName: string;
  /** Where an imported image came from; a re-import skips it. */
  source?: string;
  width: number;
  height: number;
  variants: VariantInput[];
}

/** Server-generated, URL-safe, unguessable: a name from a request never names anything stored. */
const newPublicName = (): string => randomBytes(12).toString('base64url');

export const etagOf = (data: Buffer): string =>
  `"${createHash('sha1').update(data).digest('base64url')}"`;

const toImageName = (row: ImageRow): ImageName => ({
  public_name: row.public_name,
  original_name: row.original_name,
  width: row.width,
  height: row.height,
});

export async function listImages(db: DbOrTrx, itemId: number): Promise<ImageName[]> {
  const rows = await db
    .selectFrom('images')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toImageName);
}

/**
 * Stores an image, its variants and (for the first image) the item's cover. Call inside a
 * transaction so a row never exists without its bytes.
 */
export async function insertImage(
  db: DbOrTrx,
  item: { id: number; default_image: string | null },
  image: NewImage,
  createdAt = nowIso(),
): Promise<ImageName> {
  const last = await db
    .selectFrom('images')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('item_id', '=', item.id)
    .executeTakeFirst();
  const publicName = newPublicName();
  // The column holds 255 characters: cut whole characters, and answer what was stored.
  const originalName = Array.from(image.originalName).slice(0, 255).join('');
  const { id } = await db
    .insertInto('images')
    .values({
      item_id: item.id,
      public_name: publicName,
      original_name: originalName,
      position: Number(last?.max ?? -1) + 1,
      width: image.width,
      height: image.height,
      created_at: createdAt,
      source: image.source ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('image_variants')
    .values(image.variants.map((v) => ({ image_id: id, etag: etagOf(v.data), ...v })))
    .execute();
  if (!item.default_image) {
    item.default_image = publicName;
    await touchItem(db, item.id, publicName);
  } else {
    await touchItem(db, item.id);
  }
  return {
    public_name: publicName,
    original_name: originalName,
    width: image.width,
    height: image.height,
  };
}

export async function findImageOwner(db: DbOrTrx, kind: ItemKind, publicName: string) {
  return db
    .selectFrom('images')
    .innerJoin('catalog_items', 'catalog_items.id', 'images.item_id')
    .select(['images.id as imageId', 'catalog_items.id as itemId', 'catalog_items.default_image'])
    .where('images.public_name', '=', publicName)
    .where('catalog_items.kind', '=', kind)
    .executeTakeFirst();
}

/** Deletes an image; when it was the cover, the next image in display order becomes the cover. */
export async function deleteImage(
  db: DbOrTrx,
  owner: { imageId: number; itemId: number; default_image: string | null },
  publicName: string,
): Promise<void> {
  await db.deleteFrom('image_variants').where('image_id', '=', owner.imageId).execute();
  await db.deleteFrom('images').where('id', '=', owner.imageId).execute();
  if (owner.default_image === publicName) {
    const [next] = await listImages(db, owner.itemId);
    await touchItem(db, owner.itemId, next?.public_name ?? null);
  } else {
    await touchItem(db, owner.itemId);
  }
}

/** Puts the named images first, in that order; any image not named keeps its relative order after them. */
export async function reorderImages(db: DbOrTrx, itemId: number, publicNames: string[]) {
  const current = await listImages(db, itemId);
  const rank = new Map(publicNames.map((name, i) => [name, i]));
  const ordered = [...current].sort(
    (a, b) => (rank.get(a.public_name) ?? Infinity) - (rank.get(b.public_name) ?? Infinity),
  );
  for (const [position, image] of ordered.entries()) {
    await db
      .updateTable('images')
      .set({ position })
      .where('item_id', '=', itemId)
      .where('public_name', '=', image.public_name)
      .execute();
  }
  await touchItem(db, itemId);
  return ordered;
}

export async function findVariant(
  db: DbOrTrx,
  kind: ItemKind,
  publicName: string,
  variant: string,
  format: string,
) {
  return db
    .selectFrom('image_variants')
    .innerJoin('images', 'images.id', 'image_variants.image_id')
    .innerJoin('catalog_items', 'catalog_items.id', 'images.item_id')
    .select([
      'image_variants.data',
      'image_variants.etag',
      'image_variants.format',
      'catalog_items.published',
    ])
    .where('images.public_name', '=', publicName)
    .where('catalog_items.kind', '=', kind)
    .where('image_variants.variant', '=', variant)
    .where('image_variants.format', '=', format)
    .executeTakeFirst();
}
