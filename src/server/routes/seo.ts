import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATEGORIES, SERVICE_TYPES } from '@/shared/catalog';
import { SITE_ROUTES, siteHrefs } from '@/shared/site-routes';
import type { ItemKind } from '../db/tables';

const HOURLY = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** `/sitemap.xml` and `/robots.txt` (which names the sitemap), for search engines. */
export function seoRoutes(options: { publicUrl?: string }) {
  return async function routes(app: FastifyInstance) {
    /** The site's address: PUBLIC_URL, or the address the request came to. */
    const siteUrl = (request: FastifyRequest) =>
      options.publicUrl || `${request.protocol}://${request.host}`;

    async function entries(): Promise<SitemapEntry[]> {
      const rows = await app.db
        .selectFrom('catalog_items')
        .select(['kind', 'code', 'group_id', 'updated_at'])
        .where('published', '=', 1)
        .orderBy('kind')
        .orderBy('group_id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      /** A listing changes when one of its items does: its newest item's date. */
      const newest = (kind: ItemKind, groupId: number) =>
        rows
          .filter((r) => r.kind === kind && r.group_id === groupId)
          .reduce<string | undefined>(
            (max, r) => (!max || r.updated_at > max ? r.updated_at : max),
            undefined,
          );
      const lastOverall = rows.reduce<string | undefined>(
        (max, r) => (!max || r.updated_at > max ? r.updated_at : max),
        undefined,
      );
      return [
        { path: SITE_ROUTES.home, lastmod: lastOverall },
        ...CATEGORIES.map((c) => ({
          path: siteHrefs.productList(c.urlpath),
          lastmod: newest('product', c.id),
        })),
        ...SERVICE_TYPES.map((t) => ({
          path: siteHrefs.serviceList(t.urlpath),
          lastmod: newest('service', t.id),
        })),
        ...rows.map((r) => ({
          path: siteHrefs.itemDetail(r.kind, r.code),
          lastmod: r.updated_at,
        })),
      ];
    }

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const base = siteUrl(request);
      return app.publicCache.send(
        request,
        reply,
        async () => {
          const urls = (await entries()).map(
            ({ path, lastmod }) =>
              `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
          );
          return {
            body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
            contentType: 'application/xml; charset=utf-8',
            cacheControl: HOURLY,
          };
        },
        // One sitemap per site address (PUBLIC_URL unset: per host).
        `sitemap ${base}`,
      );
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', HOURLY)
        .send(
          `User-agent: *\nDisallow: ${SITE_ROUTES.admin}\nDisallow: /api/\n\nSitemap: ${siteUrl(request)}/sitemap.xml\n`,
        ),
    );
  };
}
