import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { ensureSiteMedia, missingSiteMedia, prepareData } from '@/server/bootstrap';
import { createDb, type DbHandle } from '@/server/db/database';
import { insertItem } from '@/server/db/repositories/catalog-items';
import { putMedia, SITE_MEDIA_NAMES } from '@/server/db/repositories/media';
import { CATEGORY_MENU_ORDER } from '@/shared/catalog';
import { createTestDb, TEST_SECRET, testDialect } from './helper';

/**
 * The site media (the sign-in background and the hero slides) are the site's, not the demo
 * catalogue's: start-up makes any that is missing, whatever SEED_DEMO says and however the
 * catalogue was filled.
 */
jest.setTimeout(60_000);

const HERO_NAMES = CATEGORY_MENU_ORDER.flatMap((c) => ['lg', 'md', 'sm'].map((s) => `${c}-${s}`));

let handle: DbHandle;
let drop: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ handle, drop } = await createTestDb());
  // A catalogue filled another way (an import, an earlier install): not empty, no media.
  await insertItem(handle.db, 'product', {
    name: 'Invernadero propio',
    code: 'invernadero-propio',
    description: '<p>Propio</p>',
    groupId: 2,
    priceCents: 100,
    priceVisible: true,
    published: true,
  });
  app = await buildApp({ db: handle, jwtSecret: TEST_SECRET });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const getMedia = (name: string, accept = 'image/webp') =>
  app.inject({ url: `/api/media/images/${name}`, headers: { accept } });

test('the names are the contract: login and {invernaderos,maquinarias,laboratorios,riegos}-{lg,md,sm}', () => {
  expect([...SITE_MEDIA_NAMES].sort()).toEqual(['login', ...HERO_NAMES].sort());
});

test('start-up without the demo catalogue, on a catalogue that is not empty, still makes every site picture', async () => {
  expect((await getMedia('login')).statusCode).toBe(404);
  const done = await prepareData(handle.db, { adminUsername: 'admin', seedDemo: false });
  expect(done.seeded).toBeNull();
  expect(done.media?.created.sort()).toEqual([...SITE_MEDIA_NAMES].sort());
  for (const name of SITE_MEDIA_NAMES) {
    for (const [accept, format] of [
      ['image/webp', 'webp'],
      ['image/jpeg', 'jpeg'],
    ]) {
      const res = await getMedia(name, accept);
      expect({ name, format, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        name,
        format,
        status: 200,
        type: `image/${format}`,
      });
      expect((await sharp(res.rawPayload).metadata()).format).toBe(format);
    }
  }
  const login = await sharp((await getMedia('login')).rawPayload).metadata();
  expect([login.width, login.height]).toEqual([1600, 1000]);
  const heroSm = await sharp((await getMedia('riegos-sm')).rawPayload).metadata();
  expect([heroSm.width, heroSm.height]).toEqual([400, 600]);
  // The catalogue was left as it was: no demo item was added.
  const items = await handle.db.selectFrom('catalog_items').select('code').execute();
  expect(items.map((i) => i.code)).toEqual(['invernadero-propio']);
});

test('with every picture there, start-up makes none and changes none', async () => {
  const before = await handle.db.selectFrom('media').select(['name', 'format', 'etag']).execute();
  expect(await missingSiteMedia(handle.db)).toEqual([]);
  expect(await ensureSiteMedia(handle.db)).toBeNull();
  const done = await prepareData(handle.db, { adminUsername: 'admin', seedDemo: true });
  expect(done).toMatchObject({ seeded: null, media: null });
  const after = await handle.db.selectFrom('media').select(['name', 'format', 'etag']).execute();
  const byKey = (rows: typeof before) =>
    Object.fromEntries(rows.map((r) => [`${r.name}.${r.format}`, r.etag]));
  expect(byKey(after)).toEqual(byKey(before));
});

test('only the missing ones are made; a picture stored another way is kept', async () => {
  // One slide lost in one format, another in both; the sign-in picture replaced by the owner.
  await handle.db
    .deleteFrom('media')
    .where('name', '=', 'maquinarias-md')
    .where('format', '=', 'jpeg')
    .execute();
  await handle.db.deleteFrom('media').where('name', '=', 'riegos-lg').execute();
  const own = await sharp({
    create: { width: 32, height: 20, channels: 3, background: '#123456' },
  })
    .webp()
    .toBuffer();
  await putMedia(handle.db, { name: 'login', format: 'webp', width: 32, height: 20, data: own });

  expect((await missingSiteMedia(handle.db)).sort()).toEqual(['maquinarias-md', 'riegos-lg']);
  const done = await ensureSiteMedia(handle.db);
  // Start-up runs before the server answers; here the app has answered already.
  app.publicCache.clear();
  expect(done?.created.sort()).toEqual(['maquinarias-md', 'riegos-lg']);
  expect(await missingSiteMedia(handle.db)).toEqual([]);
  expect((await getMedia('maquinarias-md', 'image/jpeg')).statusCode).toBe(200);
  expect((await getMedia('riegos-lg', 'image/jpeg')).statusCode).toBe(200);
  const login = await getMedia('login');
  expect(login.rawPayload.equals(own)).toBe(true);
});

test('several processes starting at once all succeed, and each picture is stored once', async () => {
  await handle.db.deleteFrom('media').where('name', 'in', ['login', 'invernaderos-sm']).execute();
  // On PostgreSQL each start-up has its own pool, as separate processes do; SQLite has one file
  // per process (here one in-memory database), so its starts share the handle.
  const others =
    testDialect === 'postgres'
      ? await Promise.all(
          [1, 2].map(() =>
            createDb({ databaseUrl: handle.databaseUrl, pgSchema: handle.pgSchema }),
          ),
        )
      : [];
  try {
    const dbs = [handle.db, ...others.map((o) => o.db), handle.db];
    const results = await Promise.all(dbs.map((db) => ensureSiteMedia(db)));
    for (const result of results)
      expect(result?.created.sort()).toEqual(['invernaderos-sm', 'login']);
  } finally {
    await Promise.all(others.map((o) => o.db.destroy()));
  }
  app.publicCache.clear();
  const rows = await handle.db.selectFrom('media').select(['name', 'format']).execute();
  expect(rows).toHaveLength(SITE_MEDIA_NAMES.length * 2);
  expect(await missingSiteMedia(handle.db)).toEqual([]);
  expect((await getMedia('login', 'image/jpeg')).statusCode).toBe(200);
});
