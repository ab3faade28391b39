import type { CategoryUrlpath, ItemKind, Resource, ServiceTypeUrlpath } from '@/shared/catalog';
import { ADMIN_ROUTES, PUBLIC_ROUTES, routeHref, siteHrefs } from '@/shared/site-routes';

/** The name of the group filter in each admin list's address (/admin/productos?categoria=riegos). */
export const ADMIN_GROUP_PARAMS = { products: 'categoria', services: 'tipo' } as const;

const { admin, adminProducts, adminServices } = ADMIN_ROUTES;
/** An admin page without params: its pattern is its address. */
const fixed = (route: { path: string }) => ({ path: route.path, href: () => route.path });

/**
 * Every page's route pattern (from the route tables, src/shared/site-routes.ts) and its href
 * builder, for the components' links: no component spells a URL.
 */
export const paths = {
  home: fixed(PUBLIC_ROUTES.home),
  productList: {
    path: PUBLIC_ROUTES['product-list'].path,
    href: (category: CategoryUrlpath | string) => siteHrefs.productList(category),
  },
  productDetail: {
    path: PUBLIC_ROUTES['product-detail'].path,
    href: (code: string) => siteHrefs.itemDetail('product', code),
  },
  serviceList: {
    path: PUBLIC_ROUTES['service-list'].path,
    href: (type: ServiceTypeUrlpath | string, page?: number) => siteHrefs.serviceList(type, page),
  },
  serviceDetail: {
    path: PUBLIC_ROUTES['service-detail'].path,
    href: (code: string) => siteHrefs.itemDetail('service', code),
  },
  search: {
    path: PUBLIC_ROUTES.search.path,
    href: (q: string, page?: number) => siteHrefs.search(q, page),
  },
  compare: {
    path: PUBLIC_ROUTES.compare.path,
    href: (kind: ItemKind, codes: readonly string[]) => siteHrefs.compare(kind, codes),
  },
  privacy: fixed(PUBLIC_ROUTES.privacy),
  admin: fixed(admin),
  adminWelcome: fixed(ADMIN_ROUTES.adminWelcome),
  adminProducts: {
    path: adminProducts.path,
    href: (category?: string) =>
      `${adminProducts.path}${category ? `?${ADMIN_GROUP_PARAMS.products}=${category}` : ''}`,
  },
  adminProductNew: fixed(ADMIN_ROUTES.adminProductNew),
  adminProductEdit: {
    path: ADMIN_ROUTES.adminProductEdit.path,
    href: (id: number) => routeHref(ADMIN_ROUTES.adminProductEdit.path, { id: String(id) }),
  },
  adminServices: {
    path: adminServices.path,
    href: (type?: string) =>
      `${adminServices.path}${type ? `?${ADMIN_GROUP_PARAMS.services}=${type}` : ''}`,
  },
  adminServiceNew: fixed(ADMIN_ROUTES.adminServiceNew),
  adminServiceEdit: {
    path: ADMIN_ROUTES.adminServiceEdit.path,
    href: (id: number) => routeHref(ADMIN_ROUTES.adminServiceEdit.path, { id: String(id) }),
  },
  adminUsers: fixed(ADMIN_ROUTES.adminUsers),
  adminCatalogIo: fixed(ADMIN_ROUTES.adminCatalogIo),
  adminDemand: fixed(ADMIN_ROUTES.adminDemand),
  adminSpecs: {
    path: ADMIN_ROUTES.adminSpecs.path,
    /** The screen on one group: /admin/especificaciones?categoria=invernaderos (or ?tipo=cursos). */
    href: (resource?: Resource, group?: string) =>
      `${ADMIN_ROUTES.adminSpecs.path}${resource && group ? `?${ADMIN_GROUP_PARAMS[resource]}=${group}` : ''}`,
  },
} as const;

/** Section anchors on the home page. */
export const sections = { company: 'empresa', contact: 'contacto' } as const;
