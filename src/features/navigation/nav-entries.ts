import { groupLinks, PRODUCT_KIND, SERVICE_KIND } from '@/config/catalog-kinds';
import { sections } from '@/config/paths';
import { navGroupOf, type NavGroup } from '@/shared/site-routes';

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

/** Which entry of the bar the current page belongs to, to mark it as active (PUBLIC_ROUTES' `nav`). */
export const activeGroup = (pathname: string): NavGroup | null => navGroupOf(pathname);
