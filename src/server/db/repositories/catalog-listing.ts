import { sql } from 'kysely';
import { pageOf, type Page } from '@/shared/schemas/common';
import type { DbOrTrx } from '../database';
import type { KindDescription as ItemKindInfo } from '@/shared/catalog';
import { toApi, type CatalogItem } from './catalog-items';
import { specValuesColumn, valuesOfColumn } from './specs';

export interface ListOptions {
  groupId: number;
  page: number;
  size: number;
  orderBy: 'created_at' | 'name';
  direction: 'asc' | 'desc';
  includeDrafts: boolean;
  q?: string;
  /** This process's kept totals and page marks (see createListingIndex); none kept without. */
  index?: ListingIndex;
}

/**
 * What this process keeps about its listings until the catalogue changes: their totals and
 * their page marks. Counting a category's rows was most of an uncached listing's cost (1.4 ms of
 * ~1.6 ms for 26 000 rows on SQLite); skipping 8 000 rows for page 1 000 was most of the rest.
 */
export interface ListingIndex {
  /**
   * The value kept under `key`, or `compute()` run and kept until the catalogue changes;
   * concurrent callers of one key share one computation.
   */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createListingIndex(): ListingIndex {
  const kept = new Map<string, unknown>();
  const running = new Map<string, Promise<unknown>>();
  // Bumped by clear(): a value computed across a write is answered but not kept.
  let generation = 0;
  return {
    get<T>(key: string, compute: () => Promise<T>) {
      if (kept.has(key)) return Promise.resolve(kept.get(key) as T);
      const shared = running.get(key);
      if (shared) return shared as Promise<T>;
      const startedAt = generation;
      const computing = compute().then((value) => {
        if (startedAt === generation) kept.set(key, value);
        return value;
      });
      const forget = () => {
        if (running.get(key) === computing) running.delete(key);
      };
      computing.then(forget, forget);
      running.set(key, computing);
      return computing;
    },
    clear() {
      generation++;
      kept.clear();
      running.clear();
    },
  };
}

/**
 * Every STRIDE-th row's sort key of a listing is kept (its page marks): a page deep in the
 * listing starts from the mark before it (keyset) and skips fewer than STRIDE rows, instead of
 * `OFFSET page × size` rows.
 */
export const MARK_STRIDE = 16;

/**
 * The sort key of the last row before a block of MARK_STRIDE rows. A listing is ordered by its
 * column in the asked direction, ties by id desc in both directions (the API contract): the
 * marks, the keyset condition and the page query all use that one order.
 */
interface Mark {
  value: string;
  id: number;
}

/** A group's items a listing reads: published ones only unless asked, those a search finds. */
export function filtered(
  db: DbOrTrx,
  info: ItemKindInfo,
  opts: Pick<ListOptions, 'groupId' | 'includeDrafts' | 'q'>,
) {
  let query = db
    .selectFrom('catalog_items')
    .where('kind', '=', info.kind)
    .where('group_id', '=', opts.groupId);
  if (!opts.includeDrafts) query = query.where('published', '=', 1);
  if (opts.q) {
    const pattern = `%${opts.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(code)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

async function countRows(db: DbOrTrx, info: ItemKindInfo, opts: ListOptions) {
  const row = await filtered(db, info, opts)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The keys of rows MARK_STRIDE, 2 × MARK_STRIDE, … of the listing (one index-ordered pass). */
async function readMarks(db: DbOrTrx, info: ItemKindInfo, opts: ListOptions): Promise<Mark[]> {
  const ranked = filtered(db, info, opts).select((eb) => [
    `${opts.orderBy} as value`,
    'id',
    eb.fn
      .agg<number>('row_number')
      .over((over) => over.orderBy(opts.orderBy, opts.direction).orderBy('id', 'desc'))
      .as('position'),
  ]);
  return db
    .selectFrom(ranked.as('ranked'))
    .select(['ranked.value', 'ranked.id'])
    .where(sql`ranked.position % ${sql.lit(MARK_STRIDE)}`, '=', 0)
    .orderBy('ranked.position')
    .execute();
}

export async function listItems(
  db: DbOrTrx,
  info: ItemKindInfo,
  opts: ListOptions,
): Promise<Page<CatalogItem>> {
  const offset = opts.page * opts.size;
  const key = `${info.kind} ${opts.groupId} ${opts.includeDrafts ? 'all' : 'published'}`;
  // Searches are counted and skipped through each time: their listings are many and rarely
  // asked twice.
  const kept = opts.index && !opts.q ? opts.index : undefined;
  const deep = kept && offset >= MARK_STRIDE;
  const [total, marks] = await Promise.all([
    kept ? kept.get(key, () => countRows(db, info, opts)) : countRows(db, info, opts),
    deep
      ? kept.get(`${key} ${opts.orderBy} ${opts.direction}`, () => readMarks(db, info, opts))
      : undefined,
  ]);
  let query = filtered(db, info, opts);
  let skip = offset;
  const block = marks ? Math.min(Math.floor(offset / MARK_STRIDE), marks.length) : 0;
  if (block > 0) {
    const mark = marks![block - 1];
    const [beyond, beyondOrAt] =
      opts.direction === 'desc' ? (['<', '<='] as const) : (['>', '>='] as const);
    // (column, id) after the mark: the column further in the listing's direction, or equal with
    // a smaller id (ties are id desc in both directions). Written as a range on the column and a
    // condition within it, so both databases read it as a range of the index.
    query = query
      .where(opts.orderBy, beyondOrAt, mark.value)
      .where((eb) => eb.or([eb(opts.orderBy, beyond, mark.value), eb('id', '<', mark.id)]));
    skip = offset - block * MARK_STRIDE;
  }
  // Each item's values come with it: a listing stays one query (one round trip).
  const rows = await query
    .selectAll()
    .select(specValuesColumn(db).as('spec_values'))
    .orderBy(opts.orderBy, opts.direction)
    .orderBy('id', 'desc')
    .limit(opts.size)
    .offset(skip)
    .execute();
  const items = rows.map(({ spec_values, ...row }) => toApi(row, valuesOfColumn(spec_values)));
  return pageOf(items, total, opts.page, opts.size);
}
