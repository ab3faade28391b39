import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorResponse } from '@/shared/schemas/common';
import { FEED_PATHS, FeedIssuesResponse, type FeedIssue } from '@/shared/schemas/feeds';
import { publishedProductPages } from '../db/repositories/catalog-feeds';
import { feedReasons } from '../feeds/feed-rules';
import { googleXml, metaCsv } from '../feeds/render';

/**
 * Read by Meta and Google on their own schedule: always revalidated (ETag → 304), so a price
 * changed by an admin is what the next fetch sees.
 */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The catalogue feeds for Meta (WhatsApp Business) and Google Merchant Center. */
export function feedRoutes(options: { publicUrl?: string }) {
  return async function routes(app: FastifyInstance) {
    const siteUrl = (request: FastifyRequest) =>
      options.publicUrl || `${request.protocol}://${request.host}`;

    const feeds = [
      { path: FEED_PATHS.meta, build: metaCsv, contentType: 'text/csv; charset=utf-8' },
      { path: FEED_PATHS.google, build: googleXml, contentType: 'application/xml; charset=utf-8' },
    ];
    for (const feed of feeds) {
      app.get(feed.path, { schema: { hide: true } }, async (request, reply) => {
        const base = siteUrl(request);
        return app.publicCache.send(
          request,
          reply,
          async () => ({
            body: await feed.build(app.db, base),
            contentType: feed.contentType,
            cacheControl: REVALIDATE,
          }),
          // One copy per site address (PUBLIC_URL unset: per host), like the sitemap.
          `feed ${feed.path} ${base}`,
        );
      });
    }
  };
}

/** Published products the feeds leave out, and why (admins only). */
export async function feedIssueRoutes(app: FastifyInstance) {
  app.get(
    '/feed-issues',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Administración'],
        security: [{ token: [] }],
        summary:
          'Productos publicados que no entran en los catálogos de WhatsApp y Google, y por qué',
        response: { 200: FeedIssuesResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => {
      let totalInFeeds = 0;
      const items: FeedIssue[] = [];
      for await (const products of publishedProductPages(app.db, { onlyPriced: false })) {
        for (const product of products) {
          const reasons = feedReasons(product);
          if (reasons.length === 0) totalInFeeds++;
          else items.push({ id: product.id, code: product.code, name: product.name, reasons });
        }
      }
      items.sort((a, b) => a.code.localeCompare(b.code));
      return { total_in_feeds: totalInFeeds, items };
    },
  );
}
