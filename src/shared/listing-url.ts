import type { Spec } from './schemas/specs';

/**
 * A listing's sort and filters as its address writes them (issue 65, item 4):
 * `orden=recientes|precio-asc|precio-desc|nombre` (the default `recientes` is left out),
 * `<key>=v1,v2` for choices and yes/no (`si`/`no`), `<key>-desde` / `<key>-hasta` for numbers and
 * `precio-desde` / `precio-hasta` for the price. Pure: the page, the server's prerender and the
 * offline filter read the same state.
 */
const LISTING_ORDERS = ['recientes', 'precio-asc', 'precio-desc', 'nombre'] as const;
type ListingOrder = (typeof LISTING_ORDERS)[number];

interface ListingRange {
  min?: number;
  max?: number;
}

export interface ListingFilterState {
  order: ListingOrder;
  /** Choice and yes/no filters by spec key: the values as the API writes them. */
  values: Record<string, string[]>;
  /** Number filters by spec key. */
  ranges: Record<string, ListingRange>;
  price: ListingRange;
}

export interface ParsedListingFilters {
  state: ListingFilterState;
  /** A parameter of a known spec (or the sort or the price) had a malformed value. */
  invalid: boolean;
}

const NUMBER_PATTERN = /^\d+(\.\d+)?$/;

function parseNumber(raw: string | null): number | undefined | null {
  if (raw === null || raw === '') return undefined;
  return NUMBER_PATTERN.test(raw) ? Number(raw) : null;
}

function readRange(
  params: URLSearchParams,
  prefix: string,
): { range: ListingRange; invalid: boolean } {
  const min = parseNumber(params.get(`${prefix}-desde`));
  const max = parseNumber(params.get(`${prefix}-hasta`));
  const range: ListingRange = {};
  if (typeof min === 'number') range.min = min;
  if (typeof max === 'number') range.max = max;
  return { range, invalid: min === null || max === null };
}

function allowedValues(spec: Spec): readonly string[] {
  return spec.type === 'boolean' ? ['si', 'no'] : (spec.choices ?? []);
}

/**
 * Reads the address's sort and filters against the group's specs. A parameter naming no
 * filterable spec is ignored silently; a malformed value is dropped and marks `invalid`, so the
 * page can say 'Se ignoró un filtro no válido'.
 */
export function parseListingFilters(
  params: URLSearchParams,
  specs: readonly Spec[],
): ParsedListingFilters {
  let invalid = false;
  const orden = params.get('orden');
  let order: ListingOrder = 'recientes';
  if (orden !== null) {
    if ((LISTING_ORDERS as readonly string[]).includes(orden)) order = orden as ListingOrder;
    else invalid = true;
  }
  const values: Record<string, string[]> = {};
  const ranges: Record<string, ListingRange> = {};
  for (const spec of specs) {
    if (!spec.filterable) continue;
    if (spec.type === 'number') {
      const read = readRange(params, spec.key);
      invalid ||= read.invalid;
      if (read.range.min !== undefined || read.range.max !== undefined)
        ranges[spec.key] = read.range;
    } else if (spec.type === 'choice' || spec.type === 'boolean') {
      const raw = params.get(spec.key);
      if (raw === null || raw === '') continue;
      const allowed = allowedValues(spec);
      const picked: string[] = [];
      for (const value of raw.split(',')) {
        if (allowed.includes(value)) {
          if (!picked.includes(value)) picked.push(value);
        } else invalid = true;
      }
      if (picked.length > 0) values[spec.key] = picked;
    }
  }
  const price = readRange(params, 'precio');
  invalid ||= price.invalid;
  return { state: { order, values, ranges, price: price.range }, invalid };
}

/** The address's query for a state (no leading '?'), in a stable order; '' for the default. */
export function serializeListingFilters(state: ListingFilterState): string {
  const parts: string[] = [];
  if (state.order !== 'recientes') parts.push(`orden=${state.order}`);
  for (const key of Object.keys(state.values).sort()) {
    const picked = state.values[key];
    if (picked && picked.length > 0) {
      parts.push(`${key}=${picked.map((value) => encodeURIComponent(value)).join(',')}`);
    }
  }
  const writeRange = (prefix: string, range: ListingRange | undefined): void => {
    if (range?.min !== undefined) parts.push(`${prefix}-desde=${range.min}`);
    if (range?.max !== undefined) parts.push(`${prefix}-hasta=${range.max}`);
  };
  for (const key of Object.keys(state.ranges).sort()) writeRange(key, state.ranges[key]);
  writeRange('precio', state.price);
  return parts.join('&');
}

/** How many filters are active (the number on the 'Filtrar' button); the sort is not one. */
export function countActiveFilters(state: ListingFilterState): number {
  const inRange = (range: ListingRange | undefined): number =>
    (range?.min !== undefined ? 1 : 0) + (range?.max !== undefined ? 1 : 0);
  return (
    Object.values(state.values).reduce((sum, picked) => sum + picked.length, 0) +
    Object.values(state.ranges).reduce((sum, range) => sum + inRange(range), 0) +
    inRange(state.price)
  );
}
