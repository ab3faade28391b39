import type { Spec } from '@/shared/schemas/specs';
import { foldChoice } from './spec-rules';

/**
 * THE rules of a public listing's filters as the API takes them (issue 65, item 4):
 * `f.<key>=v1,v2` (a choice or yes/no spec: any of the values; yes/no as `si`/`no`),
 * `f.<key>.min` / `f.<key>.max` (a number spec, inclusive) and `price.min` / `price.max` (Bs.,
 * only items with a shown price match). A key naming no filterable spec of the group is ignored;
 * a malformed value is refused, naming the specification.
 */

/** At most this many filter parameters in one request, and this many values in one. */
const FILTERS_MAX = 20;
const FILTER_VALUES_MAX = 50;

/** The two values of a yes/no filter, as the API writes them. */
const YES_NO = ['si', 'no'] as const;

export interface FilterRange {
  min?: number;
  max?: number;
}

export interface ListingFilters {
  /** Choice and yes/no filters by spec key: the values as stored (choices) or `si`/`no`. */
  values: Map<string, string[]>;
  /** Number filters by spec key. */
  ranges: Map<string, FilterRange>;
  /** In bolivianos. */
  price: FilterRange;
}

/** One filterable specification's counts (or its range) in a listing, as the facets route answers. */
export interface ListingFacet {
  key: string;
  label: string;
  unit: string | null;
  type: Spec['type'];
  /** Choices and yes/no: each value (as the API writes it) and how many items have it. */
  values?: Array<{ value: string; count: number }>;
  /** Numbers: the range present among the items counted. */
  min?: number | null;
  max?: number | null;
}

/** The facets route's answer: the matching items' count, each facet, the shown prices' range. */
export interface ListingFacets {
  total: number;
  price: { min: number | null; max: number | null };
  facets: ListingFacet[];
}

export const NO_FILTERS: ListingFilters = { values: new Map(), ranges: new Map(), price: {} };

export const hasFilters = (filters: ListingFilters) =>
  filters.values.size > 0 ||
  filters.ranges.size > 0 ||
  filters.price.min !== undefined ||
  filters.price.max !== undefined;

/** A query parameter that is a filter: `f.…`, `price.min`, `price.max`. */
export const isFilterParam = (name: string) =>
  name.startsWith('f.') || name === 'price.min' || name === 'price.max';

/** The values a choice or yes/no spec can be filtered by. */
export const filterValuesOf = (spec: Spec): readonly string[] =>
  spec.type === 'boolean' ? YES_NO : (spec.choices ?? []);

/** A spec the listing filters by (and the facets count): filterable, and not a free text. */
export const isFacet = (spec: Spec) => spec.filterable && spec.type !== 'text';

const NUMBER_RE = /^-?\d+(\.\d+)?$/;

type Parsed = { ok: true; filters: ListingFilters } | { ok: false; message: string };

/** The filters of a listing's query, checked against its group's specs. */
export function parseListingFilters(
  query: Readonly<Record<string, unknown>>,
  specs: readonly Spec[],
): Parsed {
  const fail = (message: string) => ({ ok: false as const, message });
  const params = Object.entries(query).filter(([name]) => isFilterParam(name));
  if (params.length > FILTERS_MAX) return fail(`Se permiten hasta ${FILTERS_MAX} filtros.`);
  const byKey = new Map(specs.filter(isFacet).map((s) => [s.key, s]));
  const filters: ListingFilters = { values: new Map(), ranges: new Map(), price: {} };

  for (const [name, given] of params) {
    const raw = (Array.isArray(given) ? given.join(',') : String(given ?? '')).trim();
    if (name === 'price.min' || name === 'price.max') {
      if (!raw) continue;
      if (!NUMBER_RE.test(raw)) return fail('El filtro «Precio» debe ser un número.');
      filters.price[name === 'price.min' ? 'min' : 'max'] = Number(raw);
      continue;
    }
    const [, key, bound, ...rest] = name.split('.');
    const spec = byKey.get(key);
    const named = `El filtro «${spec?.label ?? key}»`;
    const values = raw ? raw.split(',').map((v) => v.trim()) : [];
    if (values.length > FILTER_VALUES_MAX)
      return fail(`${named} tiene más de ${FILTER_VALUES_MAX} valores.`);
    if (!spec || rest.length || (bound !== undefined && bound !== 'min' && bound !== 'max'))
      continue;
    if (!raw) continue;
    if (spec.type === 'number') {
      if (bound === undefined)
        return fail(`${named} es un rango: indíquelo con «f.${key}.min» y «f.${key}.max».`);
      if (!NUMBER_RE.test(raw)) return fail(`${named} debe ser un número.`);
      const range = filters.ranges.get(key) ?? {};
      range[bound] = Number(raw);
      filters.ranges.set(key, range);
      continue;
    }
    if (bound !== undefined) return fail(`${named} no es un rango de números.`);
    const allowed = filterValuesOf(spec);
    const picked: string[] = [];
    for (const value of values) {
      const match = allowed.find((a) => foldChoice(a) === foldChoice(value));
      if (match === undefined)
        return fail(
          spec.type === 'boolean'
            ? `${named} acepta solo «si» o «no».`
            : `${named} no tiene la opción «${value}»: use una de estas: ${allowed.join(', ')}.`,
        );
      if (!picked.includes(match)) picked.push(match);
    }
    filters.values.set(key, picked);
  }

  const inverted = (range: FilterRange) =>
    range.min !== undefined && range.max !== undefined && range.min > range.max;
  for (const [key, range] of filters.ranges)
    if (inverted(range))
      return fail(
        `En el filtro «${byKey.get(key)!.label}», el mínimo no puede ser mayor que el máximo.`,
      );
  if (inverted(filters.price))
    return fail('En el filtro «Precio», el mínimo no puede ser mayor que el máximo.');
  return { ok: true, filters };
}
