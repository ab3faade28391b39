import { CATEGORIES, SERVICE_TYPES } from './catalog';

/**
 * The site's page routes, shared so the server answers exactly these with the app (status 200)
 * and anything else with a real 404. The client builds its route table from the same names.
 */
export const SITE_ROUTES = {
  home: '/',
  productList: '/all/:group',
  productDetail: '/shared/product/:code',
  serviceList: '/service/:group',
  serviceDetail: '/shared/service/:code',
  search: '/buscar',
  privacy: '/privacidad',
  admin: '/admin',
  adminWelcome: '/admin/welcome',
  adminProducts: '/admin/productos',
  adminProductNew: '/admin/productos/nuevo',
  adminProductEdit: '/admin/productos/:id',
  adminServices: '/admin/servicios',
  adminServiceNew: '/admin/servicios/nuevo',
  adminServiceEdit: '/admin/servicios/:id',
  adminUsers: '/admin/usuarios',
  adminCatalogIo: '/admin/importar',
  adminDemand: '/admin/demanda',
} as const;

/**
 * Name of the 1-based page number in a paged page's address (/service/cursos?pagina=2,
 * /buscar?q=riego&pagina=2, the admin lists): read by the pages and by the server's prerender.
 */
export const PAGE_PARAM = 'pagina';

type RouteName = keyof typeof SITE_ROUTES;
export type RouteParams = Record<string, string>;

/** Each route's pattern as a regular expression, its `:name` segments captured in order. */
const COMPILED = Object.fromEntries(
  (Object.keys(SITE_ROUTES) as RouteName[]).map((name) => {
    const names: string[] = [];
    const source = SITE_ROUTES[name].replace(/:(\w+)/g, (_, param: string) => {
      names.push(param);
      return '([^/]+)';
    });
    return [name, { pattern: new RegExp(`^${source}$`), names }];
  }),
) as Record<RouteName, { pattern: RegExp; names: string[] }>;

/** The params of a path (no query) that matches a site route ('/all/riegos' → { group }), or null. */
export function matchRoute(name: RouteName, path: string): RouteParams | null {
  const { pattern, names } = COMPILED[name];
  const match = pattern.exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((param, i) => [param, decodeURIComponent(match[i + 1])]));
  } catch {
    return null; // a malformed %-escape is no address of ours
  }
}

/** A site route's address with its params filled in, each encoded ('/shared/product/INV%2001'). */
export function routeHref(name: RouteName, params: RouteParams = {}): string {
  return SITE_ROUTES[name].replace(/:(\w+)/g, (_, param: string) =>
    encodeURIComponent(params[param] ?? ''),
  );
}

const pageQuery = (page: number | undefined, joiner: '?' | '&') =>
  page && page > 1 ? `${joiner}${PAGE_PARAM}=${page}` : '';

/** The item page of each catalogue kind (also what its share link opens). */
export const DETAIL_ROUTES = { product: 'productDetail', service: 'serviceDetail' } as const;

/** The public pages' addresses, for the client's links and the server's sitemap and metadata. */
export const siteHrefs = {
  productList: (group: string) => routeHref('productList', { group }),
  serviceList: (group: string, page?: number) =>
    routeHref('serviceList', { group }) + pageQuery(page, '?'),
  itemDetail: (kind: 'product' | 'service', code: string) =>
    routeHref(DETAIL_ROUTES[kind], { code }),
  search: (q: string, page?: number) =>
    `${SITE_ROUTES.search}${q ? `?q=${encodeURIComponent(q)}` : ''}${pageQuery(page, q ? '&' : '?')}`,
};

/** The public pages; each is a chunk of the client build under this name (webpackChunkName). */
export type PublicPage =
  | 'home'
  | 'product-list'
  | 'product-detail'
  | 'service-list'
  | 'service-detail'
  | 'search'
  | 'privacy'
  | 'not-found';

const PUBLIC_PAGES: Array<[RouteName, PublicPage]> = [
  ['home', 'home'],
  ['productList', 'product-list'],
  ['productDetail', 'product-detail'],
  ['serviceList', 'service-list'],
  ['serviceDetail', 'service-detail'],
  ['search', 'search'],
  ['privacy', 'privacy'],
];

const isAdminPath = (path: string) =>
  path === SITE_ROUTES.admin || path.startsWith(`${SITE_ROUTES.admin}/`);

/**
 * The public page the client's route table shows for a path (an unknown category is the product
 * listing's own not-found state), or null for the admin area.
 */
export function publicPageOf(path: string): PublicPage | null {
  if (isAdminPath(path)) return null;
  return PUBLIC_PAGES.find(([name]) => matchRoute(name, path))?.[1] ?? 'not-found';
}

const isId = ({ id }: RouteParams) => /^\d+$/.test(id);
/** Params a route's pattern lets through that name nothing of ours. */
const VALID_PARAMS: Partial<Record<RouteName, (params: RouteParams) => boolean>> = {
  productList: ({ group }) => CATEGORIES.some((c) => c.urlpath === group),
  serviceList: ({ group }) => SERVICE_TYPES.some((t) => t.urlpath === group),
  adminProductEdit: isId,
  adminServiceEdit: isId,
};

/** True when a path (no query) is one of the site's pages. */
export function isSitePath(path: string): boolean {
  return (Object.keys(SITE_ROUTES) as RouteName[]).some((name) => {
    const params = matchRoute(name, path);
    return params !== null && (VALID_PARAMS[name]?.(params) ?? true);
  });
}
