import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedPage } from '../../shared/page-data';

/** Answers an API request of the prerender (the server's own API, without the network). */
export type ApiFetch = (request: Request) => Promise<Response>;

/** The prerender module built by webpack from src/ssr/render-page.tsx. */
interface RenderModule {
  renderPage(url: string, fetchApi: ApiFetch): Promise<RenderedPage | null>;
}

/** A prerender that takes longer than this is skipped: the client renders the page itself. */
const RENDER_TIMEOUT_MS = 2000;
/** Rendered pages kept in memory. */
const MAX_CACHED = 100;
/**
 * How long a rendered page is served from memory. Catalogue writes through this server empty the
 * memory at once (`forget`); this bounds how stale a page can be when another server instance on
 * the same database made the change.
 */
const MAX_AGE_MS = 30_000;

export interface Prerender {
  /** The page at `url` (path and query) as a signed-out visitor first sees it, or null. */
  (url: string): Promise<RenderedPage | null>;
  /** Forgets every rendered page: the catalogue changed. */
  forget(): void;
}

/**
 * Loads dist/ssr/render-page.cjs when the build has it and returns a function giving a public
 * page's `#root` HTML and the API answers it shows, or null (no prerender built, not a public
 * page, or it failed: the page still works, rendered by the client). Pages are cached by address
 * and year (the footer shows it) until the catalogue changes or MAX_AGE_MS has passed.
 */
export function loadPrerender(file: string, log: FastifyBaseLogger, fetchApi: ApiFetch): Prerender {
  const cache = new Map<string, { page: RenderedPage | null; at: number }>();
  const forget = () => cache.clear();
  if (!existsSync(file)) return Object.assign(async () => null, { forget });
  const { renderPage } = createRequire(file)(file) as RenderModule;

  const prerender = async (url: string) => {
    const key = `${new Date().getFullYear()} ${url}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < MAX_AGE_MS) return cached.page;
    let timer: NodeJS.Timeout | undefined;
    const page = await Promise.race([
      renderPage(`http://localhost${url}`, fetchApi),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      }),
    ])
      .catch((err: unknown) => {
        log.warn({ err, url }, 'prerender failed: the client renders the page');
        return null;
      })
      .finally(() => clearTimeout(timer));
    cache.delete(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, { page, at: Date.now() });
    return page;
  };
  return Object.assign(prerender, { forget });
}
