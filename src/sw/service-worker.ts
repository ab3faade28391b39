/// <reference lib="webworker" />
/*
 * The service worker (/sw.js, scope '/'), built by workbox-webpack-plugin's InjectManifest from
 * this file. It keeps what a visitor has seen so the site opens again without a signal:
 *   - the app shell (the public pages' scripts and styles) precached at install;
 *   - public pages: network first, the saved copy after PAGE_NETWORK_TIMEOUT_S without an answer,
 *     marked with the time it was fetched (src/lib/pwa shows 'Sin conexión — datos del …');
 *   - catalogue JSON: stale-while-revalidate, pages told when an answer changed (they refetch);
 *     a saved listing sorted or filtered without a network is answered from its saved pages
 *     (saved-listing.ts);
 *     an answer asked for fresh (request cache mode no-cache) comes from the network first, and
 *     an item's answer by code too, the saved copy after ITEM_NETWORK_TIMEOUT_S without one;
 *   - a 404 or 410 from the server drops the saved copy (an item's page and answer both);
 *   - pictures: cache first, least recently used out beyond PICTURES_MAX_BYTES;
 *   - never: anything with a token, sign-in, the admin area and its data, uploads (cache-rules.ts).
 * A page never seen answers with an offline page listing the saved ones (offline-page.ts), but a
 * comparison, which the app renders from the saved answers in the saved shell (compare-shell.ts),
 * and a saved listing sorted or filtered, rendered likewise in the listing's own copy.
 */
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type Strategy,
} from 'workbox-strategies';
import { byteCap } from './byte-cap';
import {
  CACHES,
  DATA_MAX_AGE_S,
  goneCopies,
  isBuildFile,
  isCatalogData,
  isGoneStatus,
  isItemByCode,
  isNeverCached,
  isPicture,
  ITEM_NETWORK_TIMEOUT_S,
  pageKey,
  PAGE_NETWORK_TIMEOUT_S,
  UNSAVED_PAGE_TIMEOUT_S,
  PICTURES_MAX_BYTES,
  type WorkerMessage,
} from './cache-rules';
import { sortSavedListingWhenOffline, withoutListingParams } from './saved-listing';
import { COMPARE_SHELL_PATH, emptiedPage, isComparePage } from './compare-shell';
import { linksToSavedPages, offlinePage, savedPages } from './offline-page';
import {
  adoptRenewedPages,
  askTheServer,
  fetchSavedPagesAgain,
  isRenewalCache,
  keyWithoutTracking,
  markOfflinePage,
  stampFetchedAt,
} from './page-copies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new build renews the saved pages while it installs, and they replace the old ones when it
// takes over; caches of an earlier worker under other names go then too.
self.addEventListener('install', (event) => event.waitUntil(fetchSavedPagesAgain()));
self.addEventListener('activate', (event) => {
  const ours = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    adoptRenewedPages()
      .then(() => caches.keys())
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                !ours.has(name) && !isRenewalCache(name) && !name.startsWith('workbox-precache-'),
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/**
 * What the server answers 404 or 410 for (an item deleted or unpublished, a listing gone) is no
 * longer kept either: its page and its answer, and for an item both (goneCopies). The pages that
 * may show a dropped answer are told, as for a changed one: they ask again, and the server says
 * it is gone. A page answered 404 online is that answer, never the saved copy.
 */
const dropWhenGone: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    if (!isGoneStatus(response.status)) return response;
    const dropped: string[] = [];
    for (const { cacheName, url } of goneCopies(request.url)) {
      const cache = await caches.open(cacheName);
      if ((await cache.delete(url, { ignoreVary: true })) && cacheName === CACHES.data)
        dropped.push(url);
    }
    if (dropped.length) {
      const pagesOpen = await self.clients.matchAll({ type: 'window' });
      for (const page of pagesOpen)
        for (const updatedURL of dropped)
          page.postMessage({ type: 'CACHE_UPDATED', payload: { updatedURL } });
    }
    return response;
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
    return (
      (await caches.match(other, { cacheName: CACHES.pictures, ignoreVary: true })) ?? undefined
    );
  },
};

/**
 * Stored answers are found whatever the Accept header of the request that stored them (a
 * picture saved by 'Guardar sin conexión' serves an <img> too; pictures and pages vary on it).
 */
const matchOptions = { ignoreVary: true };

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  matchOptions,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
  plugins: [
    askTheServer,
    keyWithoutTracking,
    stampFetchedAt,
    dropWhenGone,
    new ExpirationPlugin({
      maxEntries: 500,
      maxAgeSeconds: DATA_MAX_AGE_S,
      purgeOnQuotaError: true,
    }),
    markOfflinePage,
  ],
});
const pictures = new CacheFirst({
  cacheName: CACHES.pictures,
  matchOptions,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxAgeSeconds: DATA_MAX_AGE_S, purgeOnQuotaError: true }),
    byteCap(CACHES.pictures, PICTURES_MAX_BYTES),
    otherWidthWhenOffline,
  ],
});
const dataPlugins = () => [
  stampFetchedAt,
  dropWhenGone,
  new ExpirationPlugin({
    maxEntries: 2000,
    maxAgeSeconds: DATA_MAX_AGE_S,
    purgeOnQuotaError: true,
  }),
];
const data = new StaleWhileRevalidate({
  cacheName: CACHES.data,
  matchOptions,
  // A revalidated answer that differs (its ETag) is announced: the page fetches it again. A
  // saved listing's sorted or filtered page the phone has not seen is computed without a network.
  plugins: [...dataPlugins(), new BroadcastUpdatePlugin(), sortSavedListingWhenOffline],
});
const freshData = new NetworkFirst({
  cacheName: CACHES.data,
  matchOptions,
  plugins: dataPlugins(),
});
// An item's answer by code is what its page shows: the server's while it answers (a deleted item
// is gone at once, and its view is counted on the server's word only), the saved copy when it
// does not within ITEM_NETWORK_TIMEOUT_S.
const itemData = new NetworkFirst({
  cacheName: CACHES.data,
  matchOptions,
  networkTimeoutSeconds: ITEM_NETWORK_TIMEOUT_S,
  plugins: dataPlugins(),
});
// Fonts and pictures of the build (the shell's scripts are precached; the chunks it leaves out,
// the admin area's and the map's, are not kept).
const code = new CacheFirst({
  cacheName: CACHES.code,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
  ],
});

// Private requests (non-GET, token-bearing calls, sign-in, the admin area and what it loads)
// match no route: the browser sends them as if there were no worker. Only a private page
// (the admin area) goes through it, for the offline page when there is no network.
const isPublic = ({ request }: { request: Request }) => !isNeverCached(request);
registerRoute(
  ({ request }) => request.mode === 'navigate' && !isPublic({ request }),
  new NetworkOnly(),
);
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    // A saved copy shows after PAGE_NETWORK_TIMEOUT_S; with none, Workbox would wait for the
    // network as long as the connection stays open. The answer still arriving later is kept.
    const answer = pages.handle(options).catch(() => null);
    const late = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), UNSAVED_PAGE_TIMEOUT_S * 1000),
    );
    return (await Promise.race([answer, late])) ?? offlineAnswer(options.request);
  },
);
registerRoute(({ url, request }) => isPicture(url) && isPublic({ request }), pictures);
registerRoute(
  ({ url, request }) => isCatalogData(url) && isPublic({ request }) && request.cache === 'no-cache',
  freshData,
);
registerRoute(({ url, request }) => isItemByCode(url) && isPublic({ request }), itemData);
registerRoute(({ url, request }) => isCatalogData(url) && isPublic({ request }), data);
registerRoute(({ url, request }) => isBuildFile(url) && isPublic({ request }), code);

/** The strategy that keeps `url` (as its route would), or null for what is never kept. */
function strategyFor(url: URL): Strategy | null {
  if (isPicture(url)) return pictures;
  if (isItemByCode(url)) return itemData;
  if (isCatalogData(url)) return data;
  if (isBuildFile(url)) return code;
  return null;
}

/**
 * 'KEEP_PAGE' (src/lib/pwa/register.ts): a page opened before this worker controlled it, or
 * reached inside the app without a page load, is kept as a page load would have kept it,
 * with the pictures, answers and scripts it used.
 */
async function keepPage(event: ExtendableMessageEvent, page: string, used: string[]) {
  const pageUrl = new URL(page, self.location.origin);
  const facts = { url: pageUrl.href, method: 'GET', headers: new Headers() };
  if (pageUrl.origin !== self.location.origin || isNeverCached(facts)) return;
  const request = new Request(pageUrl.href, { headers: { accept: 'text/html' } });
  const jobs: Array<Promise<unknown>> = [pages.handle({ event, request })];
  for (const address of used) {
    const url = new URL(address, self.location.origin);
    const strategy = url.origin === self.location.origin ? strategyFor(url) : null;
    if (strategy) jobs.push(strategy.handle({ event, request: new Request(url.href) }));
  }
  await Promise.allSettled(jobs);
}

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  // A new worker waits until the page asks for it ('Actualizar'): a page that is open keeps
  // the scripts it was built with until then.
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP_PAGE') event.waitUntil(keepPage(event, message.url, message.used));
});

// A page that is not saved, without a network: the offline page with links to the saved ones.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? offlineResponse() : Response.error(),
);

/**
 * A page the phone has no copy of, without a network: a comparison, from its saved shell; a
 * saved listing sorted or filtered, from the listing's own copy; or the offline page. The copy
 * is emptied of what the server rendered in it: the app renders the page from the saved
 * answers (a listing's sort and filters computed on the phone, saved-listing.ts).
 */
async function offlineAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const shell = isComparePage(url)
    ? new URL(COMPARE_SHELL_PATH, self.location.origin)
    : withoutListingParams(url);
  const copy =
    shell &&
    (await caches.match(pageKey(shell.href), { cacheName: CACHES.pages, ignoreVary: true }));
  const marked =
    copy &&
    (await markOfflinePage.cachedResponseWillBeUsed?.({
      cachedResponse: copy,
    } as Parameters<NonNullable<WorkboxPlugin['cachedResponseWillBeUsed']>>[0]));
  if (marked)
    return new Response(emptiedPage(await marked.text()), { status: 200, headers: marked.headers });
  return offlineResponse();
}

async function offlineResponse(): Promise<Response> {
  const links = linksToSavedPages(await savedPages(await caches.open(CACHES.pages)));
  return new Response(offlinePage(links), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
