import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '@/server/db/database';
import { insertItem } from '@/server/db/repositories/catalog-items';
import { insertImage } from '@/server/db/repositories/images';
import {
  groupSpecs,
  insertSpecValues,
  replaceGroupSpecs,
  specIdsOf,
  type SpecValueRow,
} from '@/server/db/repositories/specs';
import { validateItemSpecs } from '@/server/catalog/specs';
import type { DbOrTrx } from '@/server/db/database';
import type { ItemSpecs, Spec } from '@/shared/schemas/specs';
import { insertMediaIfMissing, type MediaInput } from '@/server/db/repositories/media';
import type { ItemKind } from '@/server/db/tables';
import { sanitizeDescription } from '@/server/html/sanitize';
import { processImage, type ProcessedImage } from '@/server/images/process';
import { CATEGORY_MENU_ORDER, HERO_SIZES } from '@/shared/catalog';
import { heroArt, loginArt, renderArt, type ArtSpec } from './art';
import { demoProducts, demoServices, type SeedItem } from './content';
import {
  PRODUCT_SPECS,
  productSpecValues,
  SERVICE_SPECS,
  serviceSpecValues,
} from './content/specs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs `work` over `items` with at most `limit` at a time (sharp already uses both cores). */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

const specKey = (spec: ArtSpec) => `${spec.scene}:${spec.variant}`;

async function renderPicture(spec: ArtSpec): Promise<ProcessedImage> {
  // Uncompressed PNG: the cheapest lossless hand-over from the SVG renderer to the image pipeline.
  const source = await sharp(Buffer.from(renderArt(spec, 1200, 800)))
    .png({ compressionLevel: 0 })
    .toBuffer();
  return processImage(source);
}

const HERO_HEIGHT = 600;

/**
 * The drawing of a site picture by its name, with its size; undefined for an unknown name. The
 * names are made as SITE_MEDIA_NAMES makes them: `login`, and `{category}-{size}` of the hero.
 */
function siteArt(name: string): { svg: string; width: number; height: number } | undefined {
  if (name === 'login') return { svg: loginArt(1600, 1000), width: 1600, height: 1000 };
  for (const category of CATEGORY_MENU_ORDER)
    for (const [size, width] of Object.entries(HERO_SIZES))
      if (name === `${category}-${size}`)
        return { svg: heroArt(category, width, HERO_HEIGHT), width, height: HERO_HEIGHT };
  return undefined;
}

async function rasterize(name: string): Promise<MediaInput[]> {
  const art = siteArt(name);
  if (!art) throw new Error(`Unknown site picture: ${name}`);
  const { svg, width, height } = art;
  const raster = sharp(Buffer.from(svg)).resize(width, height);
  const [webp, jpeg] = await Promise.all([
    raster.clone().webp({ quality: 78 }).toBuffer(),
    raster.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
  ]);
  return [
    { name, format: 'webp', width, height, data: webp },
    { name, format: 'jpeg', width, height, data: jpeg },
  ];
}

/**
 * Draws the named site pictures (hero slides `{category}-{lg|md|sm}`, the sign-in background
 * `login`) in WebP and JPEG and stores those still missing, in one transaction; a picture another
 * process stored meanwhile is left as it is. The drawing happens before the transaction opens.
 */
export async function seedSiteMedia(db: Db, names: readonly string[]) {
  const pictures = (await mapLimit([...names], 2, rasterize)).flat();
  await db.transaction().execute(async (trx) => {
    for (const picture of pictures) await insertMediaIfMissing(trx, picture);
  });
  return pictures.length;
}

const DEMO_SPECS: Record<ItemKind, Readonly<Record<number, Spec[]>>> = {
  product: PRODUCT_SPECS,
  service: SERVICE_SPECS,
};

/** Gives every group without specifications the demo's; a group with a list keeps it. */
async function ensureDemoSpecs(db: DbOrTrx) {
  for (const kind of ['product', 'service'] as const)
    for (const [groupId, specs] of Object.entries(DEMO_SPECS[kind]))
      if (!(await groupSpecs(db, kind, Number(groupId))).length)
        await replaceGroupSpecs(db, kind, Number(groupId), specs);
}

/**
 * The values among `given` that a group's specs, as stored, accept (by the rules an admin's
 * write meets): an admin may have changed a list the demo's values were made for.
 */
function acceptedValues(specs: readonly Spec[], given: ItemSpecs): ItemSpecs {
  const accepted: ItemSpecs = {};
  for (const [key, value] of Object.entries(given)) {
    const checked = validateItemSpecs(specs, { [key]: value });
    if (checked.ok && key in checked.values) accepted[key] = checked.values[key];
  }
  return accepted;
}

/** Each group's specs as stored, by kind and group id. */
async function storedSpecs(db: DbOrTrx) {
  const stored = { product: new Map<number, Spec[]>(), service: new Map<number, Spec[]>() };
  for (const kind of ['product', 'service'] as const)
    for (const groupId of Object.keys(DEMO_SPECS[kind]).map(Number))
      stored[kind].set(groupId, await groupSpecs(db, kind, groupId));
  return stored;
}

interface SeedOptions {
  /** Only this many products (spread over the categories), for quick tests. */
  limitProducts?: number;
  limitServices?: number;
  now?: number;
}

/**
 * Fills the catalogue with the demo products and services and their pictures. The site media
 * (hero slides, sign-in background) are not the demo's: start-up makes them whenever any is
 * missing (ensureSiteMedia, src/server/bootstrap.ts, which calls seedSiteMedia).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}) {
  const now = options.now ?? Date.now();
  const products = demoProducts().slice(0, options.limitProducts);
  const services = demoServices().slice(0, options.limitServices);
  const all: Array<{ kind: ItemKind; groupId: number; item: SeedItem }> = [
    ...products.map((p) => ({ kind: 'product' as const, groupId: p.categoryId, item: p })),
    ...services.map((s) => ({ kind: 'service' as const, groupId: s.typeId, item: s })),
  ];

  // Each distinct drawing is rendered and encoded once, then stored for every item that shows it.
  const specs = new Map<string, ArtSpec>();
  for (const { item } of all) for (const spec of item.images) specs.set(specKey(spec), spec);
  const specList = [...specs.values()];
  const pictures = new Map(
    (await mapLimit(specList, 2, renderPicture)).map((picture, i) => [
      specKey(specList[i]),
      picture,
    ]),
  );

  await db.transaction().execute(async (trx) => {
    await ensureDemoSpecs(trx);
    const stored = await storedSpecs(trx);
    for (const [index, { kind, groupId, item }] of all.entries()) {
      // Spread creation over months; the index keeps equal ages apart.
      const createdAt = new Date(now - item.ageDays * DAY_MS - index * 60_000).toISOString();
      const row = await insertItem(
        trx,
        kind,
        {
          name: item.name,
          code: item.code,
          description: sanitizeDescription(item.description),
          groupId,
          priceCents: Math.round(item.price * 100),
          priceVisible: item.priceVisible,
          published: true,
          specs: acceptedValues(
            stored[kind].get(groupId) ?? [],
            kind === 'product'
              ? productSpecValues(groupId, item.name, item.code)
              : serviceSpecValues(groupId, item.name, item.code),
          ),
        },
        createdAt,
      );
      for (const [n, spec] of item.images.entries()) {
        const picture = pictures.get(specKey(spec))!;
        await insertImage(
          trx,
          row,
          {
            originalName: `${item.code}-${n + 1}.jpg`,
            width: picture.width,
            height: picture.height,
            variants: picture.variants,
          },
          createdAt,
        );
      }
      // insertImage touches updated_at; a demo item reads as unchanged since creation.
      await trx
        .updateTable('catalog_items')
        .set({ updated_at: createdAt })
        .where('id', '=', row.id)
        .execute();
    }
  });
  return { products: products.length, services: services.length, pictures: specList.length };
}

/**
 * Adds `count` published products for benchmarks: the demo products' texts, numbered, spread over
 * the four categories, each with one picture (rendered once per scene).
 */
/** Batches between two refreshes of the planner's statistics while seeding at scale. */
const ANALYZE_EVERY = 10;

export async function seedScale(db: Db, count: number, now = Date.now()) {
  const bases = demoProducts();
  const sceneOf = new Map(bases.map((p) => [p.categoryId, p.images[0]]));
  const pictures = new Map<number, ProcessedImage>();
  for (const [categoryId, spec] of sceneOf) pictures.set(categoryId, await renderPicture(spec));
  const stamp = now.toString(36);
  await ensureDemoSpecs(db);
  const groups = new Map<number, { specs: Spec[]; ids: Awaited<ReturnType<typeof specIdsOf>> }>();
  for (const categoryId of sceneOf.keys())
    groups.set(categoryId, {
      specs: await groupSpecs(db, 'product', categoryId),
      ids: await specIdsOf(db, 'product', categoryId),
    });
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    await db.transaction().execute(async (trx) => {
      const values: SpecValueRow[] = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const base = bases[i % bases.length];
        const createdAt = new Date(now - i * 3_600_000).toISOString();
        const row = await insertItem(
          trx,
          'product',
          {
            name: `${base.name} · serie ${i + 1}`,
            // Codes are at most 80 characters (the column); the suffix keeps them unique.
            code: `${base.code.slice(0, 60).replace(/-$/, '')}-${stamp}-${i + 1}`,
            description: sanitizeDescription(base.description),
            groupId: base.categoryId,
            priceCents: Math.round(base.price * 100),
            priceVisible: base.priceVisible,
            published: true,
          },
          createdAt,
        );
        // Stored in bulk with the batch, each value checked against the group's specs as they
        // are (an admin may have changed them): a value they refuse is left out.
        const group = groups.get(base.categoryId)!;
        const given = productSpecValues(base.categoryId, base.name, row.code);
        for (const [key, value] of Object.entries(acceptedValues(group.specs, given))) {
          const spec = group.ids.get(key)!;
          values.push({ itemId: row.id, specId: spec.id, type: spec.type, value });
        }
        const picture = pictures.get(base.categoryId)!;
        await insertImage(
          trx,
          row,
          {
            originalName: `${row.code}.jpg`,
            width: picture.width,
            height: picture.height,
            variants: picture.variants.filter((v) => v.variant !== 'original'),
          },
          createdAt,
        );
      }
      await insertSpecValues(trx, values);
    });
    // The planner's statistics as the tables grow: where autovacuum is off (a PostgreSQL
    // server may run so) its plans for an empty table slowed each insert's checks ~20×.
    if ((start / batch) % ANALYZE_EVERY === ANALYZE_EVERY - 1) await sql`analyze`.execute(db);
  }
}
