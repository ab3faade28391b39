import { pageOf, type Page } from './schemas/common';
import type { CatalogItem } from './schemas/catalog-item';
import type { Spec } from './schemas/specs';
import {
  filterValuesOf,
  isFacet,
  parseListingFilters,
  type FilterRange,
  type ListingFacet,
  type ListingFacets,
  type ListingFilters,
} from './listing-filters';

/*
 * A saved listing sorted and filtered on the phone, without a network (issue 65, item 6): the
 * service worker (src/sw/saved-listing.ts) answers a listing's filtered page or its facets from
 * the default listing's pages 'Guardar sin conexión' kept, with the server's rules
 * (./listing-filters.ts) and the server's results (src/server/db/repositories/catalog-filters.ts):
 * the same matches, the same disjunctive counts, hidden prices after the others. What it holds is
 * a few hundred items at most: plain passes over them, no index.
 */

/** How many saved items matched, of how many the phone holds: 'Filtrado en este teléfono: N de M'. */
export interface OnPhone {
  matched: number;
  saved: number;
}

/** An answer computed on the phone carries `on_phone`; the server's never does. */
export type PhonePage<T> = Page<T> & { on_phone?: OnPhone };

/** The facets' answer computed on the phone. */
export type PhoneFacets = ListingFacets & { on_phone?: OnPhone };

type Answer<T> = { ok: true; body: T } | { ok: false; message: string };

/** The value a filter compares: a choice's text, `si`/`no`, a number; undefined when none. */
function valueOf(item: CatalogItem, spec: Spec): string | number | undefined {
  const value = item.specs?.[spec.key];
  if (value === undefined || value === null) return undefined;
  if (spec.type === 'boolean') return value === true ? 'si' : value === false ? 'no' : undefined;
  if (spec.type === 'number') return typeof value === 'number' ? value : undefined;
  return typeof value === 'string' ? value : undefined;
}

const shownPrice = (item: CatalogItem) =>
  item.price_id.visible ? item.price_id.totalPrice : undefined;

const inRange = (value: number | undefined, range: FilterRange) =>
  value !== undefined &&
  (range.min === undefined || value >= range.min) &&
  (range.max === undefined || value <= range.max);

/** The filters (spec keys, or `price`) that refuse `item`. */
function refusedBy(item: CatalogItem, filters: ListingFilters, specs: Map<string, Spec>) {
  const refused: string[] = [];
  for (const [key, picked] of filters.values) {
    const spec = specs.get(key);
    const value = spec && valueOf(item, spec);
    if (spec && !(typeof value === 'string' && picked.includes(value))) refused.push(key);
  }
  for (const [key, range] of filters.ranges) {
    const spec = specs.get(key);
    const value = spec && valueOf(item, spec);
    if (spec && !inRange(typeof value === 'number' ? value : undefined, range)) refused.push(key);
  }
  const { price } = filters;
  if ((price.min !== undefined || price.max !== undefined) && !inRange(shownPrice(item), price))
    refused.push('price');
  return refused;
}

function parsed(query: URLSearchParams, specs: readonly Spec[]) {
  return parseListingFilters(Object.fromEntries(query), specs);
}

/** Names in the databases' order (SQLite's binary collation, PostgreSQL's C.UTF-8: code points). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The items in the asked order; ties, and the hidden prices among themselves, newest id first
 * (the server's contract). `items` are as saved: the default listing's order.
 */
function sorted(items: CatalogItem[], orderBy: string, direction: string): CatalogItem[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byId = (a: CatalogItem, b: CatalogItem) => b.id - a.id;
  if (orderBy === 'price')
    return [...items].sort((a, b) => {
      const pa = shownPrice(a);
      const pb = shownPrice(b);
      if (pa === undefined || pb === undefined)
        return (pa === undefined ? 1 : 0) - (pb === undefined ? 1 : 0) || byId(a, b);
      return sign * (pa - pb) || byId(a, b);
    });
  if (orderBy === 'name')
    return [...items].sort((a, b) => sign * byName(a.name, b.name) || byId(a, b));
  return [...items].sort(
    (a, b) => sign * (Date.parse(a.created_at) - Date.parse(b.created_at)) || byId(a, b),
  );
}

/**
 * One page of the saved `items` sorted and filtered as `query` asks (the list route's
 * parameters: `page`, `size`, `order_by`, `order_direction`, the filters), with `on_phone`.
 */
export function listOnPhone(
  items: CatalogItem[],
  specs: readonly Spec[],
  query: URLSearchParams,
  defaultSize: number,
): Answer<PhonePage<CatalogItem>> {
  const read = parsed(query, specs);
  if (!read.ok) return read;
  const byKey = new Map(specs.filter(isFacet).map((spec) => [spec.key, spec]));
  const matching = items.filter((item) => refusedBy(item, read.filters, byKey).length === 0);
  const page = Math.max(0, Math.trunc(Number(query.get('page') ?? 0)) || 0);
  const size = Math.max(1, Math.trunc(Number(query.get('size') ?? defaultSize)) || defaultSize);
  const ordered = sorted(
    matching,
    query.get('order_by') ?? 'created_at',
    query.get('order_direction') ?? 'desc',
  );
  return {
    ok: true,
    body: {
      ...pageOf(ordered.slice(page * size, (page + 1) * size), matching.length, page, size),
      on_phone: { matched: matching.length, saved: items.length },
    },
  };
}

function bounds(values: Array<number | undefined>) {
  const present = values.filter((v): v is number => v !== undefined);
  return present.length
    ? { min: Math.min(...present), max: Math.max(...present) }
    : { min: null, max: null };
}

/**
 * The facets of the saved `items` under `query`'s filters, as the server counts them: each
 * facet over the items every other filter lets through (disjunctive), the price range over
 * those with a shown price.
 */
export function facetsOnPhone(
  items: CatalogItem[],
  specs: readonly Spec[],
  query: URLSearchParams,
): Answer<PhoneFacets> {
  const read = parsed(query, specs);
  if (!read.ok) return read;
  const facetSpecs = specs.filter(isFacet);
  const byKey = new Map(facetSpecs.map((spec) => [spec.key, spec]));
  const refused = items.map((item) => refusedBy(item, read.filters, byKey));
  /** The items a facet counts: refused by nothing, or by the facet's own filter alone. */
  const countedBy = (own: string) =>
    items.filter(
      (_, i) => refused[i].length === 0 || (refused[i].length === 1 && refused[i][0] === own),
    );
  const facets = facetSpecs.map((spec): ListingFacet => {
    const head = { key: spec.key, label: spec.label, unit: spec.unit, type: spec.type };
    const counted = countedBy(spec.key);
    if (spec.type === 'number')
      return {
        ...head,
        ...bounds(counted.map((item) => valueOf(item, spec) as number | undefined)),
      };
    return {
      ...head,
      values: filterValuesOf(spec).map((value) => ({
        value,
        count: counted.filter((item) => valueOf(item, spec) === value).length,
      })),
    };
  });
  const total = refused.filter((r) => r.length === 0).length;
  return {
    ok: true,
    body: {
      total,
      price: bounds(countedBy('price').map(shownPrice)),
      facets,
      on_phone: { matched: total, saved: items.length },
    },
  };
}
