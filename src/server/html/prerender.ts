import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';

/** The prerender module built by webpack from src/ssr/render-page.tsx. */
interface RenderModule {
  renderPage(url: string): Promise<string | null>;
}

/** A prerender that takes longer than this is skipped: the client renders the page itself. */
const RENDER_TIMEOUT_MS = 2000;
/** Rendered pages kept in memory (they do not depend on the catalogue: data is fetched later). */
const MAX_CACHED = 100;

export type Prerender = (url: string) => Promise<string | null>;

/**
 * Loads dist/ssr/render-page.cjs when the build has it and returns a function giving the HTML of
 * `#root` for a public page, or null (no prerender built, not a public page, or it failed: the
 * page still works, rendered by the client). Pages are cached by address and year (the footer
 * shows it); what they show from the catalogue arrives with the client's API calls.
 */
export function loadPrerender(file: string, log: FastifyBaseLogger): Prerender {
  if (!existsSync(file)) return async () => null;
  const { renderPage } = createRequire(file)(file) as RenderModule;
  const cache = new Map<string, string | null>();

  return async (url) => {
    const key = `${new Date().getFullYear()} ${url}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let timer: NodeJS.Timeout | undefined;
    const html = await Promise.race([
      renderPage(`http://localhost${url}`),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      }),
    ])
      .catch((err: unknown) => {
        log.warn({ err, url }, 'prerender failed: the client renders the page');
        return null;
      })
      .finally(() => clearTimeout(timer));
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, html);
    return html;
  };
}
