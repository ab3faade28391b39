import type { CategoryUrlpath, ServiceTypeUrlpath } from '@/shared/catalog';
import { PAGE_PARAM, SITE_ROUTES } from '@/shared/site-routes';

/** The name of the group filter in each admin list's address (/admin/productos?categoria=riegos). */
export const ADMIN_GROUP_PARAMS = { products: 'categoria', services: 'tipo' } as const;

/** Every page's route pattern and its href builder: no component spells a URL. */
export const paths = {
  home: { path: SITE_ROUTES.home, href: () => '/' },
  productList: {
    path: SITE_ROUTES.productList,
    href: (category: CategoryUrlpath | string) => `/all/${category}`,
  },
  productDetail: {
    path: SITE_ROUTES.productDetail,
    href: (code: string) => `/shared/product/${encodeURIComponent(code)}`,
  },
  serviceList: {
    path: SITE_ROUTES.serviceList,
    href: (type: ServiceTypeUrlpath | string, page?: number) =>
      `/service/${type}${page && page > 1 ? `?${PAGE_PARAM}=${page}` : ''}`,
  },
  serviceDetail: {
    path: SITE_ROUTES.serviceDetail,
    href: (code: string) => `/shared/service/${encodeURIComponent(code)}`,
  },
  search: {
    path: SITE_ROUTES.search,
    href: (q: string, page?: number) =>
      `/buscar?q=${encodeURIComponent(q)}${page && page > 1 ? `&${PAGE_PARAM}=${page}` : ''}`,
  },
  admin: { path: SITE_ROUTES.admin, href: () => '/admin' },
  adminWelcome: { path: SITE_ROUTES.adminWelcome, href: () => '/admin/welcome' },
  adminProducts: {
    path: SITE_ROUTES.adminProducts,
    href: (category?: string) =>
      `/admin/productos${category ? `?${ADMIN_GROUP_PARAMS.products}=${category}` : ''}`,
  },
  adminProductNew: { path: SITE_ROUTES.adminProductNew, href: () => '/admin/productos/nuevo' },
  adminProductEdit: {
    path: SITE_ROUTES.adminProductEdit,
    href: (id: number) => `/admin/productos/${id}`,
  },
  adminServices: {
    path: SITE_ROUTES.adminServices,
    href: (type?: string) =>
      `/admin/servicios${type ? `?${ADMIN_GROUP_PARAMS.services}=${type}` : ''}`,
  },
  adminServiceNew: { path: SITE_ROUTES.adminServiceNew, href: () => '/admin/servicios/nuevo' },
  adminServiceEdit: {
    path: SITE_ROUTES.adminServiceEdit,
    href: (id: number) => `/admin/servicios/${id}`,
  },
  adminUsers: { path: SITE_ROUTES.adminUsers, href: () => '/admin/usuarios' },
} as const;

/** Section anchors on the home page. */
export const sections = { company: 'empresa', contact: 'contacto' } as const;
