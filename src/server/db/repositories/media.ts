import type { DbOrTrx } from '../database';
import { etagOf } from './images';

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

export async function findMedia(db: DbOrTrx, name: string, format: string) {
  return db
    .selectFrom('media')
    .select(['data', 'etag', 'format'])
    .where('name', '=', name)
    .where('format', '=', format)
    .executeTakeFirst();
}
