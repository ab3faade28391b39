import { groupLinks, PRODUCT_KIND, SERVICE_KIND } from '@/config/catalog-kinds';
import { sections } from '@/config/paths';
import { publicPageOf } from '@/shared/site-routes';

export interface NavLinkEntry {
  label: string;
  href: string;
}

/** The two dropdowns of the bar (SPEC.md §2): the four categories and the five services. */
export const productEntries: NavLinkEntry[] = groupLinks(PRODUCT_KIND);
export const serviceEntries: NavLinkEntry[] = groupLinks(SERVICE_KIND);

export const navLabels = {
  home: 'Inicio',
  company: 'Empresa',
  products: PRODUCT_KIND.title,
  services: SERVICE_KIND.title,
  contact: 'Contacto',
} as const;

export { sections };

/** Which dropdown the current page belongs to, to mark it as active. */
export function activeGroup(pathname: string): 'home' | 'products' | 'services' | null {
  const page = publicPageOf(pathname);
  if (page === 'home') return 'home';
  if (page === 'product-list' || page === 'product-detail') return 'products';
  if (page === 'service-list' || page === 'service-detail') return 'services';
  return null;
}
