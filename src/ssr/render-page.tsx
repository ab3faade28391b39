/*
 * The public pages' HTML, rendered on the server from the same components (the prerender of
 * ARCHITECTURE.md §7): the visitor sees the page, with its first data, before the JavaScript has
 * loaded; the client then renders over it from the same data. Built by webpack for Node
 * (webpack.config.js) into dist/ssr and used by the server's client plugin. Nothing here runs in
 * the browser.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { appRoutes, publicPageFor } from '../app/router';
import { makeStore } from '../app/store';
import type { ApiExtra } from '../lib/api';
import { publicPageOf } from '../shared/site-routes';
import { STYLE_IDS_ATTRIBUTE, type RenderedPage } from '../shared/page-data';
import { seedApiCache } from '../stores/root-reducer';
import { cachedAnswers, fetchPageData } from './page-data';

const handler = createStaticHandler(appRoutes);

/**
 * A public page as a signed-out visitor first sees it, with the data it fetches first (asked of
 * the server's own API through `fetchApi`), or null for a path that is not a public page.
 */
export async function renderPage(
  url: string,
  fetchApi: NonNullable<ApiExtra['fetch']>,
): Promise<RenderedPage | null> {
  const location = new URL(url);
  const page = publicPageFor(location.pathname);
  const name = publicPageOf(location.pathname);
  if (!page || !name) return null;
  await page.preload();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const fetched = makeStore(undefined, { fetch: fetchApi } satisfies ApiExtra);
  await fetchPageData(fetched, name, location);
  const answers = cachedAnswers(fetched);
  // The page is rendered from a store seeded as the client's will be: same data, same markup.
  const store = makeStore();
  seedApiCache(store.dispatch, answers);

  const router = createStaticRouter(handler.dataRoutes, context);
  // Emotion's "compat" mode keeps the styles out of the markup (no <style> before each element),
  // so they can go to <head> and the client hydrates exactly the elements it renders.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const app = (
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProvider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>
    </CacheProvider>
  );
  const html = await renderToStringAsync(
    app as unknown as Parameters<typeof renderToStringAsync>[0],
  );
  return { html, styles: styleElements(cache), answers };
}

/**
 * The styles a render inserted, for `<head>`: the global styles (CSS reset, token variables) in
 * one `<style>`, the class rules in another that names their Emotion ids (see AppProvider's
 * `stylesInPage`). They are not marked as Emotion's own server styles on purpose: Emotion would
 * move those elements when it starts, which recalculates every style of the page.
 */
function styleElements(cache: EmotionCache): string {
  const ids: string[] = [];
  let globals = '';
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || !css) continue;
    if (css.includes(`.${cache.key}-${id}`)) {
      ids.push(id);
      rules += css;
    } else {
      globals += css;
    }
  }
  return `<style>${globals}</style><style ${STYLE_IDS_ATTRIBUTE}="${ids.join(' ')}">${rules}</style>`;
}
