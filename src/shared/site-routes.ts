import { CATEGORIES, SERVICE_TYPES } from './catalog';

/**
 * The site's page routes, shared so the server answers exactly these with the app (status 200)
 * and anything else with a real 404. The client builds its route table from the same names.
 */
export const SITE_ROUTES = {
  home: '/',
  productList: '/all/:category',
  productDetail: '/shared/product/:code',
  serviceList: '/service/:type',
  serviceDetail: '/shared/service/:code',
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

const segment = '[^/]+';

/** True when a path (no query) is one of the site's pages. */
export function isSitePath(path: string): boolean {
  if (path === '/') return true;
  const categories = CATEGORIES.map((c) => c.urlpath).join('|');
  const types = SERVICE_TYPES.map((t) => t.urlpath).join('|');
  const patterns = [
    `^/all/(${categories})$`,
    `^/service/(${types})$`,
    `^/shared/(product|service)/${segment}$`,
    '^/admin$',
    '^/admin/(welcome|usuarios)$',
    '^/admin/(productos|servicios)(/nuevo|/\\d+)?$',
  ];
  return patterns.some((p) => new RegExp(p).test(path));
}
