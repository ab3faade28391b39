import { pageOf, type Page } from '@/shared/schemas/common';
import type { KindDescription as ItemKindInfo } from '@/shared/catalog';
import type { Spec } from '@/shared/schemas/specs';
import {
  filterValuesOf,
  isFacet,
  type FilterRange,
  type ListingFilters,
} from '../../catalog/listing-filters';
import type { DbOrTrx } from '../database';
import { toApi, type CatalogItem } from './catalog-items';
import { filtered, type ListingIndex } from './catalog-listing';
import { groupSpecs, specIdsOf, specValuesColumn, valuesOfColumn } from './specs';

/**
 * Filtered and price-sorted listings and their facets (issue 65, item 4), answered from a
 * group's columns: what a filter or a sort reads of each published item of the group (price,
 * ranks by date and by name, the values of its filterable specs), loaded in two queries and kept
 * in the process's ListingIndex until the catalogue changes — one entry per group, so the index
 * stays bounded however many filter combinations are asked. A filter, a count or a facet is
 * then a pass over typed arrays (25 000 items of a group in well under a millisecond), and a
 * page reads only its own rows. Counting a filtered listing in SQL was a join over the group's
 * values per filter and per facet, every request.
 */

type Column =
  | { type: 'number'; values: Float64Array }
  /** The index of the item's value among `choices` (-1: none); yes/no as `si`, `no`. */
  | { type: 'choice' | 'boolean'; values: Int16Array; choices: readonly string[] };

interface GroupColumns {
  specs: Spec[];
  ids: Int32Array;
  visible: Uint8Array;
  cents: Float64Array;
  createdRank: Int32Array;
  nameRank: Int32Array;
  columns: Map<string, Column>;
  /** The items' positions in each order, by `order direction`, made on first demand. */
  orders: Map<string, Int32Array>;
}

export type FilteredOrder = 'created_at' | 'name' | 'price';

async function loadColumns(db: DbOrTrx, info: ItemKindInfo, groupId: number) {
  const specs = await groupSpecs(db, info.kind, groupId);
  const facets = specs.filter(isFacet);
  const specIds = await specIdsOf(db, info.kind, groupId);
  const rows = await filtered(db, info, { groupId, includeDrafts: false })
    .select((eb) => [
      'id',
      'price_visible',
      'price_cents',
      eb.fn
        .agg<number>('dense_rank')
        .over((over) => over.orderBy('created_at'))
        .as('created_rank'),
      eb.fn
        .agg<number>('dense_rank')
        .over((over) => over.orderBy('name'))
        .as('name_rank'),
    ])
    .execute();
  const count = rows.length;
  const group: GroupColumns = {
    specs,
    ids: new Int32Array(count),
    visible: new Uint8Array(count),
    cents: new Float64Array(count),
    createdRank: new Int32Array(count),
    nameRank: new Int32Array(count),
    columns: new Map(),
    orders: new Map(),
  };
  const position = new Map<number, number>();
  rows.forEach((row, i) => {
    group.ids[i] = row.id;
    group.visible[i] = Number(row.price_visible);
    group.cents[i] = Number(row.price_cents);
    group.createdRank[i] = Number(row.created_rank);
    group.nameRank[i] = Number(row.name_rank);
    position.set(row.id, i);
  });
  const byId = new Map<number, Spec>();
  for (const spec of facets) {
    const id = specIds.get(spec.key)!.id;
    byId.set(id, spec);
    group.columns.set(
      spec.key,
      spec.type === 'number'
        ? { type: 'number', values: new Float64Array(count).fill(NaN) }
        : {
            type: spec.type as 'choice' | 'boolean',
            values: new Int16Array(count).fill(-1),
            choices: filterValuesOf(spec),
          },
    );
  }
  if (byId.size && count) {
    const values = await db
      .selectFrom('catalog_item_specs as v')
      .innerJoin('catalog_items as i', 'i.id', 'v.item_id')
      .select(['v.item_id', 'v.spec_id', 'v.num_value', 'v.text_value'])
      .where('v.spec_id', 'in', [...byId.keys()])
      .where('i.published', '=', 1)
      .execute();
    for (const value of values) {
      const at = position.get(value.item_id);
      if (at === undefined) continue;
      const column = group.columns.get(byId.get(value.spec_id)!.key)!;
      if (column.type === 'number') column.values[at] = Number(value.num_value);
      else if (column.type === 'boolean') column.values[at] = Number(value.num_value) === 1 ? 0 : 1;
      else column.values[at] = column.choices.indexOf(value.text_value ?? '');
    }
  }
  return group;
}

function columnsOf(db: DbOrTrx, info: ItemKindInfo, groupId: number, index?: ListingIndex) {
  const load = () => loadColumns(db, info, groupId);
  return index ? index.get(`${info.kind} ${groupId} columns`, load) : load();
}

/** The specs of a group, as its kept columns hold them (one read per catalogue change). */
export async function filterSpecs(
  db: DbOrTrx,
  info: ItemKindInfo,
  groupId: number,
  index?: ListingIndex,
) {
  return (await columnsOf(db, info, groupId, index)).specs;
}

/** The items' positions in a listing order; ties by id desc in both directions (the contract). */
function orderOf(group: GroupColumns, orderBy: FilteredOrder, direction: 'asc' | 'desc') {
  const key = `${orderBy} ${direction}`;
  const kept = group.orders.get(key);
  if (kept) return kept;
  const { ids, visible, cents } = group;
  const sign = direction === 'asc' ? 1 : -1;
  const byId = (a: number, b: number) => ids[b] - ids[a];
  let compare: (a: number, b: number) => number;
  if (orderBy === 'price') {
    // Hidden prices after the shown ones, in both directions, among themselves newest id
    // first: their amounts are not to be guessed from the order.
    compare = (a, b) =>
      visible[b] - visible[a] || visible[a] * sign * (cents[a] - cents[b]) || byId(a, b);
  } else {
    const rank = orderBy === 'name' ? group.nameRank : group.createdRank;
    compare = (a, b) => sign * (rank[a] - rank[b]) || byId(a, b);
  }
  const order = Int32Array.from(ids.keys()).sort(compare);
  group.orders.set(key, order);
  return order;
}

/** One active filter: which facet it is (a spec key, or `price`) and its test of an item. */
interface Test {
  facet: string;
  passes(at: number): boolean;
}

const inRange = (value: number, range: FilterRange) =>
  !Number.isNaN(value) &&
  (range.min === undefined || value >= range.min) &&
  (range.max === undefined || value <= range.max);

function testsOf(group: GroupColumns, filters: ListingFilters, only?: Set<number>): Test[] {
  const tests: Test[] = [];
  for (const [key, picked] of filters.values) {
    const column = group.columns.get(key);
    if (!column || column.type === 'number') continue;
    const wanted = new Uint8Array(column.choices.length);
    for (const value of picked) wanted[column.choices.indexOf(value)] = 1;
    const values = column.values;
    tests.push({ facet: key, passes: (at) => values[at] >= 0 && wanted[values[at]] === 1 });
  }
  for (const [key, range] of filters.ranges) {
    const column = group.columns.get(key);
    if (column?.type !== 'number') continue;
    const values = column.values;
    tests.push({ facet: key, passes: (at) => inRange(values[at], range) });
  }
  const { price } = filters;
  if (price.min !== undefined || price.max !== undefined) {
    const cents = {
      min: price.min === undefined ? undefined : Math.round(price.min * 100),
      max: price.max === undefined ? undefined : Math.round(price.max * 100),
    };
    tests.push({
      facet: 'price',
      passes: (at) => group.visible[at] === 1 && inRange(group.cents[at], cents),
    });
  }
  // A search within the listing: the ids it found, a filter no facet is counted without.
  if (only) tests.push({ facet: '', passes: (at) => only.has(group.ids[at]) });
  return tests;
}

const passesAll = (tests: Test[], at: number) => tests.every((t) => t.passes(at));

export interface FilteredListOptions {
  groupId: number;
  page: number;
  size: number;
  orderBy: FilteredOrder;
  direction: 'asc' | 'desc';
  filters: ListingFilters;
  q?: string;
  index?: ListingIndex;
}

/** The ids of the group's published items a search finds (name or code), when there is one. */
async function searched(db: DbOrTrx, info: ItemKindInfo, groupId: number, q?: string) {
  if (!q) return undefined;
  const rows = await filtered(db, info, { groupId, includeDrafts: false, q })
    .select('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** One page of a group's published items that pass the filters, in the asked order. */
export async function listFiltered(
  db: DbOrTrx,
  info: ItemKindInfo,
  opts: FilteredListOptions,
): Promise<Page<CatalogItem>> {
  const [group, only] = await Promise.all([
    columnsOf(db, info, opts.groupId, opts.index),
    searched(db, info, opts.groupId, opts.q),
  ]);
  const tests = testsOf(group, opts.filters, only);
  const from = opts.page * opts.size;
  const to = from + opts.size;
  const pageIds: number[] = [];
  let total = 0;
  for (const at of orderOf(group, opts.orderBy, opts.direction)) {
    if (!passesAll(tests, at)) continue;
    if (total >= from && total < to) pageIds.push(group.ids[at]);
    total++;
  }
  if (!pageIds.length) return pageOf([], total, opts.page, opts.size);
  const rows = await db
    .selectFrom('catalog_items')
    .selectAll()
    .select(specValuesColumn(db).as('spec_values'))
    .where('id', 'in', pageIds)
    .where('published', '=', 1)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = pageIds.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const { spec_values, ...row } = found;
    return [toApi(row, valuesOfColumn(spec_values))];
  });
  return pageOf(items, total, opts.page, opts.size);
}

interface FacetValue {
  value: string;
  count: number;
}

export interface Facet {
  key: string;
  label: string;
  unit: string | null;
  type: Spec['type'];
  values?: FacetValue[];
  min?: number | null;
  max?: number | null;
}

export interface ListingFacets {
  total: number;
  price: { min: number | null; max: number | null };
  facets: Facet[];
}

/** Lowest and highest of the values seen. */
class Bounds {
  min = Infinity;
  max = -Infinity;
  add(value: number) {
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }
  get range() {
    return this.min > this.max
      ? { min: null, max: null }
      : { min: this.min as number | null, max: this.max as number | null };
  }
}

/**
 * How many items pass all the filters, and each filterable spec's values among the items that
 * pass every other filter but its own (disjunctive counts: ticking a second choice adds to the
 * listing what its count said); the price range likewise, over items with a shown price.
 */
export async function listingFacets(
  db: DbOrTrx,
  info: ItemKindInfo,
  opts: { groupId: number; filters: ListingFilters; q?: string; index?: ListingIndex },
): Promise<ListingFacets> {
  const [group, only] = await Promise.all([
    columnsOf(db, info, opts.groupId, opts.index),
    searched(db, info, opts.groupId, opts.q),
  ]);
  const tests = testsOf(group, opts.filters, only);
  const facetSpecs = group.specs.filter(isFacet);
  // Per facet, what it gathers from an item it counts.
  const gatherers = new Map<string, (at: number) => void>();
  const results: Array<() => Facet> = [];
  for (const spec of facetSpecs) {
    const column = group.columns.get(spec.key)!;
    const head = { key: spec.key, label: spec.label, unit: spec.unit, type: spec.type };
    if (column.type === 'number') {
      const bounds = new Bounds();
      const values = column.values;
      gatherers.set(spec.key, (at) => {
        if (!Number.isNaN(values[at])) bounds.add(values[at]);
      });
      results.push(() => ({ ...head, ...bounds.range }));
    } else {
      const counts = new Int32Array(column.choices.length);
      const values = column.values;
      gatherers.set(spec.key, (at) => {
        if (values[at] >= 0) counts[values[at]]++;
      });
      results.push(() => ({
        ...head,
        values: column.choices.map((value, i) => ({ value, count: counts[i] })),
      }));
    }
  }
  const price = new Bounds();
  gatherers.set('price', (at) => {
    if (group.visible[at] === 1) price.add(group.cents[at]);
  });
  const everyGatherer = [...gatherers.values()];
  let total = 0;
  for (let at = 0; at < group.ids.length; at++) {
    let failed: Test | undefined;
    let failures = 0;
    for (const test of tests) {
      if (test.passes(at)) continue;
      failed = test;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      total++;
      for (const gather of everyGatherer) gather(at);
    } else if (failures === 1) gatherers.get(failed!.facet)?.(at);
  }
  const { min, max } = price.range;
  return {
    total,
    price: { min: min === null ? null : min / 100, max: max === null ? null : max / 100 },
    facets: results.map((result) => result()),
  };
}
