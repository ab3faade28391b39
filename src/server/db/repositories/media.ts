import { CATEGORY_MENU_ORDER, HERO_SIZES } from '@/shared/catalog';
import type { DbOrTrx } from '../database';
import { etagOf } from './images';

/**
 * The site's own pictures (ARCHITECTURE.md §4, `GET /media/images/:name`): the sign-in
 * background and the hero slides of the four product lines in three widths, each in both formats.
 */
export const SITE_MEDIA_NAMES: readonly string[] = [
  'login',
  ...CATEGORY_MENU_ORDER.flatMap((category) =>
    Object.keys(HERO_SIZES).map((size) => `${category}-${size}`),
  ),
];
export const MEDIA_FORMATS = ['webp', 'jpeg'] as const;

export interface MediaInput {
  name: string;
  format: string;
  width: number;
  height: number;
  data: Buffer;
}

export async function putMedia(db: DbOrTrx, media: MediaInput) {
  await db
    .deleteFrom('media')
    .where('name', '=', media.name)
    .where('format', '=', media.format)
    .execute();
  await db
    .insertInto('media')
    .values({ ...media, etag: etagOf(media.data) })
    .execute();
}

/**
 * Stores a picture unless one of that name and format is there already: several processes
 * starting at once on one PostgreSQL may each make the missing site media, the first one wins.
 */
export async function insertMediaIfMissing(db: DbOrTrx, media: MediaInput) {
  await db
    .insertInto('media')
    .values({ ...media, etag: etagOf(media.data) })
    .onConflict((oc) => oc.columns(['name', 'format']).doNothing())
    .execute();
}

/** The name and format of every stored picture (not its bytes). */
export async function listMediaKeys(db: DbOrTrx) {
  return db.selectFrom('media').select(['name', 'format']).execute();
}

export async function findMedia(db: DbOrTrx, name: string, format: string) {
  return db
    .selectFrom('media')
    .select(['data', 'etag', 'format'])
    .where('name', '=', name)
    .where('format', '=', format)
    .executeTakeFirst();
}
