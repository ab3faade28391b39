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

export const isListingOrder = (value: string): value is ListingOrder =>
  (LISTING_ORDERS as readonly string[]).includes(value);

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
    if (isListingOrder(orden)) order = orden;
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

/** Names the address uses for other things than a listing's sort and filters. */
const NOT_LISTING_PARAM = /^(pagina$|utm_|fbclid$|gclid$)/;
const LISTING_PARAM = /^(orden|[a-z][a-z0-9_]{0,39}(-desde|-hasta)?)$/;

/**
 * Whether an address parameter may be one of a listing's (a spec key, a range end, `orden`):
 * the prerender keeps those; which specs exist is the page's business.
 */
export const isListingParam = (name: string): boolean =>
  LISTING_PARAM.test(name) && !NOT_LISTING_PARAM.test(name);

/** Whether an address asks for a sort or filters: without any, the default needs no specs. */
export const hasListingParams = (params: URLSearchParams): boolean =>
  [...params.keys()].some(isListingParam);

export const DEFAULT_LISTING: ListingFilterState = {
  order: 'recientes',
  values: {},
  ranges: {},
  price: {},
};

/** The API's `order_by` and `order_direction` of each sort of the address. */
const API_ORDERS: Record<ListingOrder, { by: string; direction: 'asc' | 'desc' }> = {
  recientes: { by: 'created_at', direction: 'desc' },
  'precio-asc': { by: 'price', direction: 'asc' },
  'precio-desc': { by: 'price', direction: 'desc' },
  nombre: { by: 'name', direction: 'asc' },
};

/**
 * The API's filter parameters for a state (`f.<key>=v1,v2`, `f.<key>.min`, `price.min`, …) in a
 * stable order, with `order_by`/`order_direction` first unless `withOrder` is false (the facets
 * take no sort). '' for the default listing, whose address is the one saved for offline use.
 */
export function listingApiQuery(state: ListingFilterState, withOrder = true): string {
  const query = new URLSearchParams();
  if (withOrder && state.order !== 'recientes') {
    const { by, direction } = API_ORDERS[state.order];
    query.set('order_by', by);
    query.set('order_direction', direction);
  }
  for (const key of Object.keys(state.values).sort()) {
    const picked = state.values[key];
    if (picked && picked.length > 0) query.set(`f.${key}`, picked.join(','));
  }
  const writeRange = (prefix: string, range: ListingRange | undefined): void => {
    if (range?.min !== undefined) query.set(`${prefix}.min`, String(range.min));
    if (range?.max !== undefined) query.set(`${prefix}.max`, String(range.max));
  };
  for (const key of Object.keys(state.ranges).sort()) writeRange(`f.${key}`, state.ranges[key]);
  writeRange('price', state.price);
  return query.toString();
}

/** The sorts of 'Ordenar por', in the menu's order, with their words. */
export const LISTING_ORDER_OPTIONS: ReadonlyArray<{ value: ListingOrder; label: string }> = [
  { value: 'recientes', label: 'Más recientes' },
  { value: 'precio-asc', label: 'Precio: menor a mayor' },
  { value: 'precio-desc', label: 'Precio: mayor a menor' },
  { value: 'nombre', label: 'Nombre (A–Z)' },
];

export type { ListingOrder, ListingRange };
