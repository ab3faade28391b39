/*
 * The public pages' HTML, rendered on the server from the same components (the prerender of
 * ARCHITECTURE.md §7): the visitor sees the page, with its first data, before the JavaScript has
 * loaded; the client then renders over it from the same data. Built by webpack for Node
 * (webpack.config.js) into dist/ssr and used by the server's client plugin. Nothing here runs in
 * the browser.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { createStyleCache, pageStyleTags } from '@/theme/style-cache';
import { AppProvider } from '@/app/provider';
import { pages } from '@/app/pages';
import { AppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import type { ApiExtra } from '@/lib/api';
import { matchPublicPage } from '@/shared/site-routes';
import type { RenderedPage } from '@/shared/page-data';
import { seedApiCache } from '@/stores/root-reducer';
import { cachedAnswers, fetchPageData, missingAnswers } from './page-data';

/**
 * A public page as a signed-out visitor first sees it, with the data it fetches first (asked of
 * the server's own API through `fetchApi`), or null for a path that is not a public page.
 */
export async function renderPage(
  url: string,
  fetchApi: NonNullable<ApiExtra['fetch']>,
): Promise<RenderedPage | null> {
  const location = new URL(url);
  const matched = matchPublicPage(location.pathname);
  if (!matched) return null;
  await pages[matched.page].preload();

  const fetched = makeStore(undefined, { fetch: fetchApi } satisfies ApiExtra);
  await fetchPageData(fetched, matched, location);
  const data = { answers: cachedAnswers(fetched), missing: missingAnswers(fetched) };
  // The page is rendered from a store seeded as the client's will be: same data, same markup.
  const store = makeStore();
  seedApiCache(store.dispatch, data);

  // Emotion's documented SSR with a cache of our own: its server instance keeps the styles out of
  // the markup and hands them over for `<head>`, with the names of their rules, which the
  // browser's Emotion cache adopts instead of inserting them again (pageStyleTags).
  const cache = createStyleCache();
  const emotion = createEmotionServer(cache);
  const app = (
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProvider store={store}>
          {/* The same tree as the browser's <BrowserRouter> renders (src/start/start.tsx). */}
          <StaticRouter location={location.pathname + location.search}>
            <AppRouter />
          </StaticRouter>
        </AppProvider>
      </StrictMode>
    </CacheProvider>
  );
  // `prerender` waits for every Suspense boundary, so the page is complete HTML.
  // No progressive chunks: a large boundary would otherwise be sent apart with an inline script
  // to put it in place (the CSP allows none).
  const { prelude } = await prerenderToNodeStream(app, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const styles = pageStyleTags(emotion.extractCriticalToChunks(html).styles);
  return { html, styles, ...data };
}
