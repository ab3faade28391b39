import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedPage } from '@/shared/page-data';

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
 * and year (the footer shows it) until `forget` is called: by the app's one catalogue-change hook
 * (a local write, another instance's NOTIFY, a database reconnection), so no time bound.
 */
export function loadPrerender(file: string, log: FastifyBaseLogger, fetchApi: ApiFetch): Prerender {
  const cache = new Map<string, RenderedPage | null>();
  // Bumped by forget(): a page rendered across a change is answered but not kept.
  let generation = 0;
  const forget = () => {
    generation++;
    cache.clear();
  };
  if (!existsSync(file)) return Object.assign(async () => null, { forget });
  const { renderPage } = createRequire(file)(file) as RenderModule;

  const prerender = async (url: string) => {
    const key = `${new Date().getFullYear()} ${url}`;
    if (cache.has(key)) return cache.get(key)!;
    const startedAt = generation;
    // A page rendered from a failed answer (database unavailable), a timeout or an error is
    // answered once, not kept.
    let failed = false;
    const fetchOwnApi: ApiFetch = async (request) => {
      const answer = await fetchApi(request);
      if (answer.status >= 500) failed = true;
      return answer;
    };
    let timer: NodeJS.Timeout | undefined;
    const page = await Promise.race([
      renderPage(`http://localhost${url}`, fetchOwnApi),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          failed = true;
          resolve(null);
        }, RENDER_TIMEOUT_MS);
      }),
    ])
      .catch((err: unknown) => {
        failed = true;
        log.warn({ err, url }, 'prerender failed: the client renders the page');
        return null;
      })
      .finally(() => clearTimeout(timer));
    if (failed || startedAt !== generation) return page;
    cache.delete(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, page);
    return page;
  };
  return Object.assign(prerender, { forget });
}
