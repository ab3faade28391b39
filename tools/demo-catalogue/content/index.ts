/**
 * Demo catalogue content (Spanish, Bolivia): products for the four categories
 * and services for the five service types. Pure and deterministic: the same
 * catalogue on every run, no database and no Math.random.
 */
import type { ArtSpec } from '../art';
import { greenhouseDrafts } from './greenhouses';
import { irrigationDrafts } from './irrigation';
import { prng, shape, type Draft } from './kit';
import { laboratoryDrafts } from './laboratories';
import { machineryDrafts } from './machinery';
import { serviceDrafts } from './services';

export interface SeedItem {
  name: string;
  /** Url-safe lowercase slug, unique among products and among services. */
  code: string;
  /** Sanitizable HTML: p, h3, ul/ol, li, strong, em, a[href=https…]. */
  description: string;
  /** Bolivianos (Bs.), up to two decimals. */
  price: number;
  priceVisible: boolean;
  /** 2 to 4 drawings of the item's scene, with distinct variants. */
  images: ArtSpec[];
  /** Days before "now" the item was created (0–300). */
  ageDays: number;
}

export type CategoryId = 1 | 2 | 3 | 4;
export type ServiceTypeId = 1 | 2 | 3 | 4 | 5;

const SEED = 20_240_611;

/** Shapes drafts of several groups with codes unique across all of them. */
function shapeGroups<K extends number>(
  groups: Array<[K, Draft[]]>,
  seed: number,
): Array<SeedItem & { group: K }> {
  const flat = groups.flatMap(([group, drafts]) => drafts.map((draft) => ({ group, draft })));
  const shaped = shape(
    flat.map((f) => f.draft),
    seed,
  );
  return shaped.map((item, i) => ({ ...item, group: flat[i].group }));
}

/** At least 22 products in each category (Maquinarias, Invernaderos, Riegos, Laboratorios). */
export function demoProducts(): Array<SeedItem & { categoryId: CategoryId }> {
  const groups: Array<[CategoryId, Draft[]]> = [
    [2, greenhouseDrafts(prng(SEED + 2))],
    [1, machineryDrafts(prng(SEED + 1))],
    [3, irrigationDrafts(prng(SEED + 3))],
    [4, laboratoryDrafts(prng(SEED + 4))],
  ];
  return shapeGroups(groups, SEED).map(({ group, ...item }) => ({ ...item, categoryId: group }));
}

/** 30 construction projects, 27 courses and 8 services of each other type. */
export function demoServices(): Array<SeedItem & { typeId: ServiceTypeId }> {
  const drafts = serviceDrafts(prng(SEED + 10));
  const groups: Array<[ServiceTypeId, Draft[]]> = ([1, 3, 2, 4, 5] as const).map((t) => [
    t,
    drafts[t],
  ]);
  return shapeGroups(groups, SEED + 10).map(({ group, ...item }) => ({ ...item, typeId: group }));
}
