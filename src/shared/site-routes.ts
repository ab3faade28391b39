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
  admin: '/admin',
  adminWelcome: '/admin/welcome',
  adminProducts: '/admin/productos',
  adminProductNew: '/admin/productos/nuevo',
  adminProductEdit: '/admin/productos/:id',
  adminServices: '/admin/servicios',
  adminServiceNew: '/admin/servicios/nuevo',
  adminServiceEdit: '/admin/servicios/:id',
  adminUsers: '/admin/usuarios',
} as const;

/**
 * Name of the 1-based page number in a paged page's address (/service/cursos?pagina=2,
 * /buscar?q=riego&pagina=2, the admin lists): read by the pages and by the server's prerender.
 */
export const PAGE_PARAM = 'pagina';

const segment = '[^/]+';

/** The public pages; each is a chunk of the client build under this name (webpackChunkName). */
export type PublicPage =
  | 'home'
  | 'product-list'
  | 'product-detail'
  | 'service-list'
  | 'service-detail'
  | 'search'
  | 'not-found';

const PUBLIC_PAGES: Array<[RegExp, PublicPage]> = [
  [/^\/$/, 'home'],
  [new RegExp(`^/all/${segment}$`), 'product-list'],
  [new RegExp(`^/shared/product/${segment}$`), 'product-detail'],
  [new RegExp(`^/service/${segment}$`), 'service-list'],
  [new RegExp(`^/shared/service/${segment}$`), 'service-detail'],
  [/^\/buscar$/, 'search'],
];

/**
 * The public page the client's route table shows for a path (an unknown category is the product
 * listing's own not-found state), or null for the admin area.
 */
export function publicPageOf(path: string): PublicPage | null {
  if (path === SITE_ROUTES.admin || path.startsWith(`${SITE_ROUTES.admin}/`)) return null;
  return PUBLIC_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? 'not-found';
}

/** True when a path (no query) is one of the site's pages. */
export function isSitePath(path: string): boolean {
  if (path === '/') return true;
  const categories = CATEGORIES.map((c) => c.urlpath).join('|');
  const types = SERVICE_TYPES.map((t) => t.urlpath).join('|');
  const patterns = [
    `^/all/(${categories})$`,
    `^/service/(${types})$`,
    `^/shared/(product|service)/${segment}$`,
    '^/buscar$',
    '^/admin$',
    '^/admin/(welcome|usuarios)$',
    '^/admin/(productos|servicios)(/nuevo|/\\d+)?$',
  ];
  return patterns.some((p) => new RegExp(p).test(path));
}
