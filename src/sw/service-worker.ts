/// <reference lib="webworker" />
/*
 * The service worker (/sw.js, scope '/'), built by workbox-webpack-plugin's InjectManifest from
 * this file. It keeps what a visitor has seen so the site opens again without a signal:
 *   - the app shell (the public pages' scripts and styles) precached at install;
 *   - public pages: network first, the saved copy after PAGE_NETWORK_TIMEOUT_S without an answer,
 *     marked with the time it was fetched (src/lib/pwa shows 'Sin conexión — datos del …');
 *   - catalogue JSON: stale-while-revalidate, pages told when an answer changed (they refetch);
 *   - pictures: cache first, least recently used out beyond PICTURES_MAX_BYTES;
 *   - never: anything with a token, sign-in, the admin area and its data, uploads (cache-rules.ts).
 * A page never seen answers with an offline page listing the saved ones (offline-page.ts).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHES,
  DATA_MAX_AGE_S,
  FETCHED_AT_HEADER,
  isBuildAsset,
  isCatalogData,
  isNeverCached,
  isPicture,
  OFFLINE_META,
  PAGE_NETWORK_TIMEOUT_S,
  PICTURES_MAX_BYTES,
  stampedCopy,
} from './cache-rules';
import { offlinePage, savedPageLinks } from './offline-page';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new worker waits until the page asks for it ('Actualizar', src/lib/pwa/register.ts): a
// page that is open keeps the scripts it was built with until then.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Caches of an earlier worker under other names go when this one takes over.
self.addEventListener('activate', (event) => {
  const ours = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => !ours.has(name) && !name.startsWith('workbox-precache-'))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** Stores a copy stamped with when it was fetched (FETCHED_AT_HEADER). */
const stampFetchedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? stampedCopy(response) : null),
};

/** A page served from the cache says so, with the time it was fetched, in a meta tag. */
const markOfflinePage: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse;
    const fetchedAt = cachedResponse.headers.get(FETCHED_AT_HEADER) ?? '0';
    const html = await cachedResponse.text();
    const marked = html.replace(
      /<head>/i,
      `<head><meta name="${OFFLINE_META}" content="${Number(fetchedAt)}">`,
    );
    return new Response(marked, { status: 200, headers: cachedResponse.headers });
  },
};

/**
 * A picture not saved in the width the page asks for (a card's srcset picks 700 px on most
 * phones; 'Guardar sin conexión' keeps 300 px): without a network, the saved other width.
 */
const otherWidthWhenOffline: WorkboxPlugin = {
  async handlerDidError({ request }) {
    const other = request.url.replace(/\/images\/(300|700)\//, (_, width: string) =>
      width === '300' ? '/images/700/' : '/images/300/',
    );
    if (other === request.url) return undefined;
    return (await caches.match(other, { cacheName: CACHES.pictures })) ?? undefined;
  },
};

const isPrivate = ({ request }: { request: Request }) => isNeverCached(request);

// Never from a cache: non-GET, token-bearing calls, sign-in, the admin area and what it loads.
registerRoute(isPrivate, new NetworkOnly());
registerRoute(isPrivate, new NetworkOnly(), 'POST');
registerRoute(isPrivate, new NetworkOnly(), 'PUT');
registerRoute(isPrivate, new NetworkOnly(), 'PATCH');
registerRoute(isPrivate, new NetworkOnly(), 'DELETE');

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    plugins: [
      stampFetchedAt,
      new ExpirationPlugin({
        maxEntries: 500,
        maxAgeSeconds: DATA_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
      markOfflinePage,
    ],
  }),
);

registerRoute(
  ({ url }) => isPicture(url),
  new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxAgeSeconds: DATA_MAX_AGE_S, purgeOnQuotaError: true }),
      byteCap(CACHES.pictures, PICTURES_MAX_BYTES),
      otherWidthWhenOffline,
    ],
  }),
);

registerRoute(
  ({ url }) => isCatalogData(url),
  new StaleWhileRevalidate({
    cacheName: CACHES.data,
    plugins: [
      stampFetchedAt,
      // A revalidated answer that differs (its ETag) is announced: the page fetches it again.
      new BroadcastUpdatePlugin(),
      new ExpirationPlugin({
        maxEntries: 2000,
        maxAgeSeconds: DATA_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Lazy chunks the precache leaves out (the admin's are private, see above): kept once loaded.
registerRoute(
  ({ url }) => isBuildAsset(url),
  new CacheFirst({
    cacheName: CACHES.code,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

// A page that is not saved, without a network: the offline page with links to the saved ones.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const links = await savedPageLinks(await caches.open(CACHES.pages));
  return new Response(offlinePage(links), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
});

/**
 * Keeps a cache under `maxBytes`: when a new entry takes it over, the least recently used
 * entries (ExpirationPlugin's timestamps) go until the average-sized rest fits.
 */
function byteCap(cacheName: string, maxBytes: number): WorkboxPlugin {
  let checking: Promise<void> | null = null;
  const check = async () => {
    const cache = await caches.open(cacheName);
    const requests = await cache.keys();
    let total = 0;
    for (const request of requests) {
      const response = await cache.match(request);
      if (!response) continue;
      const length = Number(response.headers.get('content-length'));
      total += Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
    }
    if (total <= maxBytes || requests.length === 0) return;
    const keep = Math.max(1, Math.floor((requests.length * maxBytes) / total));
    await new CacheExpiration(cacheName, { maxEntries: keep }).expireEntries();
  };
  return {
    async cacheDidUpdate() {
      checking ??= check().finally(() => {
        checking = null;
      });
      await checking;
    },
  };
}
