import { documentTitle } from '@/shared/page-titles';
import { excerpt } from '../lib/plain-text';
import { jsonLdScript, type JsonLd } from './structured-data';

export interface PageMeta {
  title?: string;
  /** HTML or text; reduced to plain text for the tags. */
  description?: string;
  image?: string;
  /** The page's absolute address: canonical link and og:url. */
  url?: string;
  /** Structured data for search engines, one script per object. */
  jsonLd?: JsonLd[];
  /** Pages that must stay out of search results (not found). */
  noindex?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const DEFAULT_DESCRIPTION =
  'Invernaderos, maquinaria agrícola, laboratorios y sistemas de riego en Bolivia, con servicios de construcción, instalación, cursos y asesoría técnica.';

/** The <title>, description, canonical link, link-preview tags and JSON-LD of a page. */
export function renderHead(meta: PageMeta, brand: string): string {
  const title = documentTitle(meta.title, brand);
  const description = (meta.description && excerpt(meta.description, 200)) || DEFAULT_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex">`);
  if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}">`);
  tags.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(brand)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="es_BO">`,
  );
  if (meta.url) tags.push(`<meta property="og:url" content="${escapeHtml(meta.url)}">`);
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
  tags.push(
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  );
  if (meta.image) tags.push(`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`);
  for (const data of meta.jsonLd ?? []) tags.push(jsonLdScript(data));
  return tags.join('\n    ');
}
