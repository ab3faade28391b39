import { isListingParam } from './listing-url';
import { matchPath } from 'react-router-dom';
import { CATEGORIES, SERVICE_TYPES, type ItemKind } from './catalog';
import { compareSearch } from './compare';

/** A route's params, decoded ('/shared/product/INV%2001' → { code: 'INV 01' }). */
export type RouteParams = Record<string, string>;

/**
 * What the sitemap lists of a page: itself, one address per group of a kind (its `:group`), or
 * one per published item of a kind (its `:code`); in the table's order.
 */
export type SitemapEntry = { each: 'page' } | { each: 'group' | 'item'; kind: ItemKind };

/** The entry of the site's bar a page belongs to, marked as the current one while it shows. */
export type NavGroup = 'home' | 'products' | 'services';

export interface PublicRoute {
  /** The pattern, as react-router reads it. */
  path: string;
  /** Params the pattern lets through that name nothing of ours: a real 404 from the server. */
  valid?: (params: RouteParams) => boolean;
  /** The page's entries in /sitemap.xml; none when left out. */
  sitemap?: SitemapEntry;
  /**
   * Query params, besides the page number (PAGE_PARAM), that change what the page shows: the
   * prerender keeps them and drops the rest (tracking tags and the like).
   */
  query?: readonly string[];
  /** A listing's sort and filters (issue 65): kept too, whatever specifications they name. */
  listingQuery?: boolean;
  /** The bar's entry it belongs to; null for a page under none (every page says which). */
  nav: NavGroup | null;
}

const isGroupOf = (groups: ReadonlyArray<{ urlpath: string }>) => (params: RouteParams) =>
  groups.some((g) => g.urlpath === params.group);

/**
 * THE table of the public pages, one entry per page. Its key names the page everywhere: its
 * component (src/app/routes/<key>.tsx, found there by src/app/pages.ts), the files the server
 * names in its HTML (route-chunks.json), the prerender's data (src/ssr/page-data.ts), the page's
 * title and preloads on the server (src/server/html/). The client's route table, the server's
 * page/404 answer and the sitemap are built from it. See README, "How to add a public page".
 */
export const PUBLIC_ROUTES = {
  home: { path: '/', sitemap: { each: 'page' }, nav: 'home' },
  'product-list': {
    path: '/all/:group',
    valid: isGroupOf(CATEGORIES),
    sitemap: { each: 'group', kind: 'product' },
    listingQuery: true,
    nav: 'products',
  },
  'service-list': {
    path: '/service/:group',
    valid: isGroupOf(SERVICE_TYPES),
    sitemap: { each: 'group', kind: 'service' },
    listingQuery: true,
    nav: 'services',
  },
  'product-detail': {
    path: '/shared/product/:code',
    sitemap: { each: 'item', kind: 'product' },
    nav: 'products',
  },
  'service-detail': {
    path: '/shared/service/:code',
    sitemap: { each: 'item', kind: 'service' },
    nav: 'services',
  },
  search: { path: '/buscar', query: ['q'], nav: null },
  compare: { path: '/comparar', query: ['productos', 'servicios'], nav: null },
  privacy: { path: '/privacidad', nav: null },
} as const satisfies Record<string, PublicRoute>;

/** A public page by its key in PUBLIC_ROUTES, or the page of an unknown address. */
export type PublicPage = keyof typeof PUBLIC_ROUTES | 'not-found';
type RoutedPage = keyof typeof PUBLIC_ROUTES;

const isId = ({ id }: RouteParams) => /^\d+$/.test(id);

/** The admin area's routes (one chunk, shown only to admins: src/app/routes/admin/). */
export const ADMIN_ROUTES = {
  admin: { path: '/admin' },
  adminWelcome: { path: '/admin/welcome' },
  adminProducts: { path: '/admin/productos' },
  adminProductNew: { path: '/admin/productos/nuevo' },
  adminProductEdit: { path: '/admin/productos/:id', valid: isId },
  adminServices: { path: '/admin/servicios' },
  adminServiceNew: { path: '/admin/servicios/nuevo' },
  adminServiceEdit: { path: '/admin/servicios/:id', valid: isId },
  adminUsers: { path: '/admin/usuarios' },
  adminCatalogIo: { path: '/admin/importar' },
  adminDemand: { path: '/admin/demanda' },
  adminSpecs: { path: '/admin/especificaciones' },
} as const satisfies Record<string, Omit<PublicRoute, 'sitemap' | 'nav'>>;

type AdminRouteName = keyof typeof ADMIN_ROUTES;

/**
 * Name of the 1-based page number in a paged page's address (/service/cursos?pagina=2,
 * /buscar?q=riego&pagina=2, the admin lists): read by the pages and by the server's prerender.
 */
export const PAGE_PARAM = 'pagina';

/**
 * The params of a path (no query) that matches a route pattern, decoded, or null; matched by
 * react-router's own `matchPath`, held to the exact address: case-sensitive, no trailing slash.
 */
export function matchRoute(pattern: string, path: string): RouteParams | null {
  if (path.length > 1 && path.endsWith('/')) return null;
  const match = matchPath({ path: pattern, caseSensitive: true, end: true }, path);
  if (!match) return null;
  try {
    return Object.fromEntries(
      Object.entries(match.params).map(([name, value]) => [name, decodeURIComponent(value ?? '')]),
    );
  } catch {
    return null; // a malformed %-escape is no address of ours
  }
}

/** A route pattern's address with its params filled in, each encoded ('/shared/product/INV%2001'). */
export function routeHref(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(params[param] ?? ''));
}

const pageQuery = (page: number | undefined, joiner: '?' | '&') =>
  page && page > 1 ? `${joiner}${PAGE_PARAM}=${page}` : '';

/** The item page of each catalogue kind (also what its share link opens). */
const DETAIL_PAGES = { product: 'product-detail', service: 'service-detail' } as const;

/** The public pages' addresses, for the client's links and the server's sitemap and metadata. */
export const siteHrefs = {
  productList: (group: string) => routeHref(PUBLIC_ROUTES['product-list'].path, { group }),
  serviceList: (group: string, page?: number) =>
    routeHref(PUBLIC_ROUTES['service-list'].path, { group }) + pageQuery(page, '?'),
  itemDetail: (kind: ItemKind, code: string) =>
    routeHref(PUBLIC_ROUTES[DETAIL_PAGES[kind]].path, { code }),
  search: (q: string, page?: number) =>
    `${PUBLIC_ROUTES.search.path}${q ? `?q=${encodeURIComponent(q)}` : ''}${pageQuery(page, q ? '&' : '?')}`,
  compare: (kind: ItemKind, codes: readonly string[]) =>
    PUBLIC_ROUTES.compare.path + compareSearch(kind, codes),
};

const ROUTED_PAGES = Object.keys(PUBLIC_ROUTES) as RoutedPage[];

const isAdminPath = (path: string) =>
  path === ADMIN_ROUTES.admin.path || path.startsWith(`${ADMIN_ROUTES.admin.path}/`);

/**
 * The public page the client's route table shows for a path, with the path's params (an
 * unknown category is the product listing's own not-found state), or null for the admin area.
 */
export function matchPublicPage(path: string): { page: PublicPage; params: RouteParams } | null {
  if (isAdminPath(path)) return null;
  for (const page of ROUTED_PAGES) {
    const params = matchRoute(PUBLIC_ROUTES[page].path, path);
    if (params) return { page, params };
  }
  return { page: 'not-found', params: {} };
}

/**
 * Whether a query param changes what the public page at `path` shows: its own, the page number,
 * and on a listing its sort and filters.
 */
export function showsQueryParam(path: string): (name: string) => boolean {
  const matched = matchPublicPage(path);
  const route: PublicRoute | undefined =
    matched && matched.page !== 'not-found' ? PUBLIC_ROUTES[matched.page] : undefined;
  const own = new Set<string>([...(route?.query ?? []), PAGE_PARAM]);
  return (name) => own.has(name) || (route?.listingQuery === true && isListingParam(name));
}

/** The public page a path shows, or null for the admin area. */
export const publicPageOf = (path: string): PublicPage | null =>
  matchPublicPage(path)?.page ?? null;

/** The entry of the bar the page at a path belongs to (null: none, or the admin area). */
export function navGroupOf(path: string): NavGroup | null {
  const page = publicPageOf(path);
  return page && page !== 'not-found' ? PUBLIC_ROUTES[page].nav : null;
}

const SITE_ROUTE_LIST: Array<{ path: string; valid?: (params: RouteParams) => boolean }> = [
  ...ROUTED_PAGES.map((page) => PUBLIC_ROUTES[page]),
  ...(Object.keys(ADMIN_ROUTES) as AdminRouteName[]).map((name) => ADMIN_ROUTES[name]),
];

/** True when a path (no query) is one of the site's pages. */
export function isSitePath(path: string): boolean {
  return SITE_ROUTE_LIST.some((route) => {
    const params = matchRoute(route.path, path);
    return params !== null && (route.valid?.(params) ?? true);
  });
}
