export interface PageMeta {
  title?: string;
  /** HTML or text; reduced to plain text for the tags. */
  description?: string;
  image?: string;
  url?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const plainText = (html: string, max = 200) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

const DEFAULT_DESCRIPTION =
  'Invernaderos, maquinaria agrícola, laboratorios y sistemas de riego en Bolivia, con servicios de construcción, instalación, cursos y asesoría técnica.';

/** The <title> and link-preview tags of a page, for the HTML the server sends. */
export function renderHead(meta: PageMeta, brand: string): string {
  const title = meta.title
    ? `${meta.title} | ${brand}`
    : `${brand} — Tecnología para el agro boliviano`;
  const description = meta.description ? plainText(meta.description) : DEFAULT_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(brand)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="es_BO">`,
  ];
  if (meta.url) tags.push(`<meta property="og:url" content="${escapeHtml(meta.url)}">`);
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
    tags.push(`<meta name="twitter:card" content="summary_large_image">`);
  }
  return tags.join('\n    ');
}
