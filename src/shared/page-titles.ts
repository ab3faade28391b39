/*
 * The pages' titles, one wording for the server's <title> and link previews and for the tab title
 * the app sets as it goes from page to page.
 */
import { BRAND } from './brand';

/** 'title | brand'; the home page (no title of its own) has the brand's line. */
export const documentTitle = (title?: string | null, brand = BRAND) =>
  title ? `${title} | ${brand}` : `${brand} — Tecnología para el agro boliviano`;

/** A public listing: 'Invernaderos: productos', 'Cursos: servicios (página 2)'. */
export const listingTitle = (group: string, items: 'productos' | 'servicios', page = 1) =>
  `${group}: ${items}${page > 1 ? ` (página ${page})` : ''}`;

/** The search page, with the words searched for (trimmed) or without. */
export const searchTitle = (words: string) =>
  words ? `Resultados para «${words}»` : 'Buscar en el catálogo';
