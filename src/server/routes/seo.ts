import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATEGORIES, SERVICE_TYPES } from '@/shared/catalog';
import { ADMIN_ROUTES, PUBLIC_ROUTES, routeHref, type SitemapEntry } from '@/shared/site-routes';
import { listSitemapItems } from '../db/repositories/sitemap';
import type { ItemKind } from '../db/tables';

const HOURLY = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

interface SitemapUrl {
  path: string;
  lastmod?: string;
}

const GROUPS = { product: CATEGORIES, service: SERVICE_TYPES };

/** `/sitemap.xml` and `/robots.txt` (which names the sitemap), for search engines. */
export function seoRoutes(options: { publicUrl?: string }) {
  return async function routes(app: FastifyInstance) {
    /** The site's address: PUBLIC_URL, or the address the request came to. */
    const siteUrl = (request: FastifyRequest) =>
      options.publicUrl || `${request.protocol}://${request.host}`;

    async function entries(): Promise<SitemapUrl[]> {
      const rows = await listSitemapItems(app.db);
      /** A listing changes when one of its items does: its newest item's date. */
      const newest = (kind: ItemKind, groupId: number) =>
        rows
          .filter((r) => r.kind === kind && r.groupId === groupId)
          .reduce<string | undefined>(
            (max, r) => (!max || r.updatedAt > max ? r.updatedAt : max),
            undefined,
          );
      const lastOverall = rows.reduce<string | undefined>(
        (max, r) => (!max || r.updatedAt > max ? r.updatedAt : max),
        undefined,
      );
      /** The addresses of one page of the route table. */
      const urlsOf = (path: string, sitemap: SitemapEntry): SitemapUrl[] => {
        if (sitemap.each === 'page') return [{ path, lastmod: lastOverall }];
        const { kind } = sitemap;
        if (sitemap.each === 'group') {
          return GROUPS[kind].map((g) => ({
            path: routeHref(path, { group: g.urlpath }),
            lastmod: newest(kind, g.id),
          }));
        }
        return rows
          .filter((r) => r.kind === kind)
          .map((r) => ({ path: routeHref(path, { code: r.code }), lastmod: r.updatedAt }));
      };
      return Object.values(PUBLIC_ROUTES).flatMap((route) =>
        'sitemap' in route ? urlsOf(route.path, route.sitemap) : [],
      );
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
          `User-agent: *\nDisallow: ${ADMIN_ROUTES.admin.path}\nDisallow: /api/\n\nSitemap: ${siteUrl(request)}/sitemap.xml\n`,
        ),
    );
  };
}
