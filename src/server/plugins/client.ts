import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { isSitePath, showsQueryParam } from '@/shared/site-routes';
import { renderHead, type PageMeta } from '../html/page-meta';
import { sitePageMeta } from '../html/site-page-meta';
import { pagePreloads, renderPreloads, type Preload } from '../html/page-preloads';
import { inlineStylesheets } from '../html/inline-stylesheets';
import { inlineStartScripts } from '../html/start-scripts';
import { createPageCompression } from '../html/page-compression';
import { loadPrerender, type ApiFetch } from '../html/prerender';
import { EARLY_CLICKS_TAG } from '@/shared/early-clicks-script';
import { pageDataScript } from '@/shared/page-data';
import { siteAddressTag } from '@/shared/site-address';
import { appScriptsTag, loadRouteChunks, pageChunks } from '../html/route-chunks';
import { sendJsonNotFound } from './errors';

export interface ClientOptions {
  /** Folder with the built client (index.html and static/). */
  dir: string;
  /** The template's first scripts, to write inline (html/start-scripts.ts). */
  startScripts: string[];
  publicUrl: string;
  /** The address shared links use, when it is not the one the visitor uses (PUBLIC_URL). */
  siteAddress?: string;
  brand: string;
}

const HEAD_MARKER = '<!--app-head-->';
const API_PATH = /^\/api(?:[/?]|$)/;
/** The route @fastify/static adds for every file (wildcard: true). */
const STATIC_ROUTE = '/*';
const ROOT_ELEMENT = '<div id="root"></div>';
/** Of a query only what changes the page (the route table's `query`, the page number) is kept. */
function prerenderUrl(pathname: string, query: string) {
  const shown = showsQueryParam(pathname);
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (shown(name) && !kept.has(name)) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
/** The file a precompressed sibling (`main.js.br`, `main.js.gz`) stands for. */
const withoutEncoding = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/**
 * Hashed build files are immutable; the service worker and the manifest are checked on every
 * load (a new build reaches visitors at once, issue 21); the rest is kept for an hour.
 */
function cacheControlOf(filePath: string) {
  if (filePath.includes(`${path.sep}static${path.sep}`))
    return 'public, max-age=31536000, immutable';
  const name = path.basename(filePath);
  if (name === 'sw.js' || name === 'manifest.webmanifest') return 'no-cache';
  return 'public, max-age=3600';
}
const NOT_FOUND_META: PageMeta = { title: 'Página no encontrada', noindex: true };

/**
 * Serves the built client: hashed assets with long-lived caching, `index.html` for the site's
 * page routes (with the title and link-preview tags of the page) and a real 404 for the rest.
 */
export const clientPlugin = fp<ClientOptions>(
  async (app, { dir, startScripts, publicUrl, siteAddress, brand }) => {
    const indexFile = path.join(dir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`client build not found in ${dir}: only the API is served`);
      app.setNotFoundHandler(sendJsonNotFound);
      return;
    }
    const template = inlineStartScripts(
      inlineStylesheets(readFileSync(indexFile, 'utf8'), dir),
      startScripts,
    );
    const routeChunks = loadRouteChunks(dir);
    /** The prerender's API calls, answered by this server's own routes without the network. */
    const fetchApi: ApiFetch = async (request) => {
      const { pathname, search } = new URL(request.url);
      const answer = await app.inject({
        method: request.method as InjectOptions['method'],
        url: pathname + search,
        headers: { accept: 'application/json' },
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    const prerender = loadPrerender(path.resolve(dir, '../ssr/render-page.cjs'), app.log, fetchApi);
    // A prerendered page shows catalogue data: emptied with the other caches on every change.
    app.onCatalogChange(prerender.forget);
    // Pages asked for more than once, compressed hard: their versions end with the catalogue's.
    const pageCompression = createPageCompression();
    app.onCatalogChange(pageCompression.clear);

    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: true,
      // The page template is only ever sent filled in, by sendPage.
      allowedPath: (pathname) => pathname !== '/index.html',
      // The build writes a brotli and a gzip copy of each text file (webpack.config.js,
      // PRECOMPRESSED): sent as the visitor's browser accepts, compressed once and hard.
      // @fastify/compress leaves an encoded reply alone, and compresses what has no copy.
      preCompressed: true,
      // Our own Cache-Control below; send's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const file = withoutEncoding(filePath);
        res.setHeader('cache-control', cacheControlOf(file));
        res.setHeader('vary', 'Accept-Encoding');
        if (file.endsWith('.webmanifest'))
          res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
      },
    });

    /** The page's title, preview tags and structured data, and what it will fetch first. */
    async function pageFor(
      pathname: string,
      query: string,
    ): Promise<{ meta: PageMeta; preloads: Preload[]; found: boolean }> {
      const { meta, found, item } = await sitePageMeta(
        { db: app.db, publicUrl, brand },
        pathname,
        query,
      );
      if (!found) return { meta, preloads: [], found };
      const preloads = await pagePreloads(pathname, {
        db: app.db,
        index: app.listingIndex,
        query: new URLSearchParams(query),
        item,
      });
      return { meta, preloads, found };
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number) {
      const [pathname, query = ''] = request.url.split('?');
      const { meta, preloads, found } =
        status === 200
          ? await pageFor(pathname, query)
          : { meta: NOT_FOUND_META, preloads: [], found: false };
      // The page as a signed-out visitor first sees it, painted before the scripts have run,
      // with the API answers it shows.
      const rendered = await prerender(prerenderUrl(pathname, query));
      // Calls answered in the page are not made again: only their pictures are preloaded.
      const needed = rendered?.answers.length ? preloads.filter((p) => p.as !== 'fetch') : preloads;
      const chunks = pageChunks(routeChunks, pathname);
      const head = [
        // First: it notes the buttons tapped before the app's scripts have run.
        EARLY_CLICKS_TAG,
        renderHead(meta, brand),
        siteAddress && siteAddressTag(siteAddress),
        renderPreloads([...needed, ...chunks.styles]),
        appScriptsTag(chunks.scripts),
        rendered?.styles,
      ]
        .filter(Boolean)
        .join('\n    ');
      const root = rendered
        ? `<div id="root">${rendered.html}</div>${pageDataScript(rendered)}`
        : ROOT_ELEMENT;
      const html = template.replace(HEAD_MARKER, () => head).replace(ROOT_ELEMENT, () => root);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!found) return reply.code(404).send(html);
      // A page asked for again (Back, a reload, the service worker, which always asks the
      // server) is a 304 when nothing on it changed: the phone keeps its copy. Weak: the same
      // page goes out in more than one encoding.
      const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag))
        return reply.code(304).send();
      const kept = pageCompression.lookUp(etag, html, request.headers['accept-encoding']);
      // Already compressed: the compress plugin leaves a reply with a content-encoding alone.
      if (kept)
        return reply
          .code(200)
          .header('content-encoding', kept.encoding)
          .header('vary', 'Accept-Encoding')
          .send(kept.body);
      return reply.code(200).send(html);
    }

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const pathname = request.url.split('?')[0];
      // Under /api only the API answers: an unknown API path (one climbing with ../ included)
      // that only the static files' catch-all matched is the API's JSON 404. No page of the site
      // is under /api, so an API request is never matched against the page routes: that match
      // (react-router's matchPath, which compiles each pattern on every call) cost more than
      // answering a kept listing (bench/results.md, 2026-12-02).
      if (API_PATH.test(pathname)) {
        if (request.routeOptions.url === STATIC_ROUTE) return sendJsonNotFound(request, reply);
        return;
      }
      if (isSitePath(pathname)) return sendPage(request, reply, 200);
    });

    app.setNotFoundHandler((request, reply) => {
      if (API_PATH.test(request.url) || request.method !== 'GET')
        return sendJsonNotFound(request, reply);
      return sendPage(request, reply, 404);
    });
  },
  { name: 'client', dependencies: ['db', 'public-cache'] },
);
