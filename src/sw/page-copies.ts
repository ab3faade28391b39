/// <reference lib="webworker" />
/*
 * The saved copies of public pages (HTML): stamped with when they were fetched, marked as saved
 * when shown offline, and renewed with each new build (a saved page names the build's scripts).
 */
import type { WorkboxPlugin } from 'workbox-core';
import {
  CACHES,
  FETCHED_AT_HEADER,
  isSavingsCopy,
  OFFLINE_META,
  pageKey,
  stampedCopy,
} from './cache-rules';

/** Only a page or an answer that is there (200) is kept, stamped with when it was fetched. */
export const stampFetchedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? stampedCopy(response) : null),
};

/**
 * A page is asked of the server, never of the browser's own HTTP cache. Back and Forward load a
 * page "preferring the cache": the copy the browser kept would come back unchecked, as if the
 * server had answered, and be kept as fetched now, with no 'Sin conexión' while there is no
 * signal. (A navigation's own request cannot be copied with new options: a plain one is made.)
 */
export const askTheServer: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      headers: request.headers,
      credentials: 'same-origin',
      cache: 'no-cache',
      // A redirect goes back to the browser as one, as the navigation's own fetch would.
      redirect: 'manual',
      referrer: request.referrer,
      referrerPolicy: request.referrerPolicy,
    }),
};

/** A page is kept, and looked for, under its address without tracking parameters (pageKey). */
export const keyWithoutTracking: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = pageKey(request.url);
    return key === request.url ? request : key;
  },
};

/** A saved page shown instead of the network's says so, with the time it was fetched. */
export const markOfflinePage: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse;
    const fetchedAt = Number(cachedResponse.headers.get(FETCHED_AT_HEADER) ?? 0);
    const html = await cachedResponse.text();
    const marked = html.replace(
      /<head>/i,
      `<head><meta name="${OFFLINE_META}" content="${fetchedAt}">`,
    );
    const headers = new Headers(cachedResponse.headers);
    // The body changed: the stored length (and any transfer encoding) no longer apply.
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(marked, { status: 200, headers });
  },
};

/** Where a new build fetches the saved pages again while it installs. */
const NEXT_PAGES = `${CACHES.pages}-next`;
const PARALLEL = 4;

/**
 * While a new build installs (the network is there: it just fetched this worker), every saved
 * page is fetched again into a side cache; the old build's worker keeps serving the old copies.
 */
export async function fetchSavedPagesAgain(): Promise<void> {
  const saved = await caches.open(CACHES.pages);
  const next = await caches.open(NEXT_PAGES);
  const requests = await saved.keys();
  let index = 0;
  const worker = async () => {
    while (index < requests.length) {
      const request = requests[index++];
      try {
        const response = await fetch(request.url, {
          headers: { accept: 'text/html' },
          cache: 'no-cache',
        });
        if (response.status !== 200) continue;
        // Renewed, a copy stays the saving's or the visitor's.
        const savedCopy = isSavingsCopy(await saved.match(request));
        await next.put(request, await stampedCopy(response, { savedCopy }));
      } catch {
        // Not renewed: dropped at activation (its scripts are gone with the old build).
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, requests.length) }, worker));
}

/**
 * When the new build takes over, the renewed pages replace the saved ones; a page that could not
 * be renewed goes (it names scripts the new build no longer has).
 */
export async function adoptRenewedPages(): Promise<void> {
  if (!(await caches.has(NEXT_PAGES))) return;
  const saved = await caches.open(CACHES.pages);
  const next = await caches.open(NEXT_PAGES);
  for (const request of await saved.keys()) {
    const renewed = await next.match(request);
    if (renewed) await saved.put(request, renewed);
    else await saved.delete(request);
  }
  await caches.delete(NEXT_PAGES);
}

export const isRenewalCache = (name: string) => name === NEXT_PAGES;
