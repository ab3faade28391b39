/*
 * The public pages' HTML, rendered on the server from the same components (the prerender of
 * ARCHITECTURE.md §7): the visitor sees the page before the JavaScript has loaded, and the client
 * then renders over it. Built by webpack for Node (webpack.config.js) into dist/ssr and used by
 * the server's client plugin. Nothing here runs in the browser.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { appRoutes, publicPageFor } from '../app/router';
import { makeStore } from '../app/store';

const handler = createStaticHandler(appRoutes);

/**
 * The HTML inside `#root` for a public page as a signed-out visitor first sees it (data that the
 * page fetches appears as its loading state), or null for a path that is not a public page.
 */
export async function renderPage(url: string): Promise<string | null> {
  const { pathname } = new URL(url);
  const page = publicPageFor(pathname);
  if (!page) return null;
  await page.preload();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <AppProvider store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );
  return renderToStringAsync(app as unknown as Parameters<typeof renderToStringAsync>[0]);
}
