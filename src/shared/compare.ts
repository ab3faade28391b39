/*
 * The comparison page's address (/comparar?productos=a,b,c or ?servicios=…), read alike by the
 * page, its prerender and its metadata on the server.
 */
import type { ItemKind } from './catalog';

/** How many items a comparison holds at most. */
export const COMPARE_MAX = 4;

/** The query param naming the compared items of each kind. */
const COMPARE_PARAMS = {
  product: 'productos',
  service: 'servicios',
} as const satisfies Record<ItemKind, string>;

export interface CompareQuery {
  kind: ItemKind;
  /** The codes asked for, in order, each once, COMPARE_MAX at most. */
  codes: string[];
}

/** The items a comparison's address names: the products' when given, else the services'. */
export function compareQueryOf(query: URLSearchParams): CompareQuery {
  const kind: ItemKind = query.has(COMPARE_PARAMS.product) ? 'product' : 'service';
  const codes = (query.get(COMPARE_PARAMS[kind]) ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  return { kind, codes: [...new Set(codes)].slice(0, COMPARE_MAX) };
}

/** The query of a comparison's address ('?productos=a,b'); commas stay as written. */
export const compareSearch = (kind: ItemKind, codes: readonly string[]) =>
  `?${COMPARE_PARAMS[kind]}=${codes.map(encodeURIComponent).join(',')}`;

/** The page's title: 'Comparar: A, B y C'. */
export function compareTitle(names: readonly string[]) {
  if (names.length === 0) return 'Comparar';
  const listed =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return `Comparar: ${listed}`;
}
