/*
 * The page the service worker answers with when a page was never saved and there is no network:
 * plain HTML (no scripts, no fonts, nothing to fetch) with links to the pages that are saved.
 */

export interface SavedPageLink {
  href: string;
  title: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A saved page as the offline page lists it: its address and its HTML. */
export interface SavedPage {
  url: string;
  html: string;
}

/** The saved pages as links, titled from their own <title>, home first, then as saved. */
export function linksToSavedPages(pages: SavedPage[]): SavedPageLink[] {
  const links = pages.map(({ url, html }) => {
    const { pathname, search } = new URL(url);
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
    return { href: pathname + search, title: title || pathname };
  });
  return links.sort((a, b) => Number(b.href === '/') - Number(a.href === '/'));
}

/** The pages saved in `cache` (the worker's pages cache). */
export async function savedPages(cache: Cache): Promise<SavedPage[]> {
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response) pages.push({ url: request.url, html: await response.text() });
  }
  return pages;
}

export function offlinePage(links: SavedPageLink[]): string {
  const items = links
    // A title is text as written in its page's <title> (already escaped there; no "<" in it).
    .map(({ href, title }) => `<li><a href="${escapeHtml(href)}">${title}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sin conexión · Agrotec Bolivia</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:24px 16px;color:#1a202c;line-height:1.5}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.5rem;color:#1c5a28;margin:0 0 8px}
li{margin:8px 0}
a{color:#1c5a28;font-size:1.05rem}
.retry{display:inline-block;padding:10px 16px;border-radius:6px;background:#237031;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>Sin conexión</h1>
<p>Esta página no está guardada en este teléfono. Se necesita conexión a internet para verla.</p>
${
  items
    ? `<h2>Páginas guardadas</h2><p>Estas páginas se pueden ver sin conexión:</p><ul>${items}</ul>`
    : '<p>Todavía no hay páginas guardadas en este teléfono.</p>'
}
<p><a class="retry" href="">Reintentar</a></p>
</main>
</body>
</html>`;
}
