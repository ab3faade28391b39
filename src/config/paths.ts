import type { CategoryUrlpath, ServiceTypeUrlpath } from '@/shared/catalog';
import { routeHref, SITE_ROUTES, siteHrefs } from '@/shared/site-routes';

/** The name of the group filter in each admin list's address (/admin/productos?categoria=riegos). */
export const ADMIN_GROUP_PARAMS = { products: 'categoria', services: 'tipo' } as const;

/** Every page's route pattern and its href builder: no component spells a URL. */
export const paths = {
  home: { path: SITE_ROUTES.home, href: () => '/' },
  productList: {
    path: SITE_ROUTES.productList,
    href: (category: CategoryUrlpath | string) => siteHrefs.productList(category),
  },
  productDetail: {
    path: SITE_ROUTES.productDetail,
    href: (code: string) => siteHrefs.itemDetail('product', code),
  },
  serviceList: {
    path: SITE_ROUTES.serviceList,
    href: (type: ServiceTypeUrlpath | string, page?: number) => siteHrefs.serviceList(type, page),
  },
  serviceDetail: {
    path: SITE_ROUTES.serviceDetail,
    href: (code: string) => siteHrefs.itemDetail('service', code),
  },
  search: {
    path: SITE_ROUTES.search,
    href: (q: string, page?: number) => siteHrefs.search(q, page),
  },
  privacy: { path: SITE_ROUTES.privacy, href: () => SITE_ROUTES.privacy },
  admin: { path: SITE_ROUTES.admin, href: () => SITE_ROUTES.admin },
  adminWelcome: { path: SITE_ROUTES.adminWelcome, href: () => SITE_ROUTES.adminWelcome },
  adminProducts: {
    path: SITE_ROUTES.adminProducts,
    href: (category?: string) =>
      `${SITE_ROUTES.adminProducts}${category ? `?${ADMIN_GROUP_PARAMS.products}=${category}` : ''}`,
  },
  adminProductNew: { path: SITE_ROUTES.adminProductNew, href: () => SITE_ROUTES.adminProductNew },
  adminProductEdit: {
    path: SITE_ROUTES.adminProductEdit,
    href: (id: number) => routeHref('adminProductEdit', { id: String(id) }),
  },
  adminServices: {
    path: SITE_ROUTES.adminServices,
    href: (type?: string) =>
      `${SITE_ROUTES.adminServices}${type ? `?${ADMIN_GROUP_PARAMS.services}=${type}` : ''}`,
  },
  adminServiceNew: { path: SITE_ROUTES.adminServiceNew, href: () => SITE_ROUTES.adminServiceNew },
  adminServiceEdit: {
    path: SITE_ROUTES.adminServiceEdit,
    href: (id: number) => routeHref('adminServiceEdit', { id: String(id) }),
  },
  adminUsers: { path: SITE_ROUTES.adminUsers, href: () => SITE_ROUTES.adminUsers },
  adminCatalogIo: { path: SITE_ROUTES.adminCatalogIo, href: () => SITE_ROUTES.adminCatalogIo },
  adminDemand: { path: SITE_ROUTES.adminDemand, href: () => SITE_ROUTES.adminDemand },
} as const;

/** Section anchors on the home page. */
export const sections = { company: 'empresa', contact: 'contacto' } as const;
