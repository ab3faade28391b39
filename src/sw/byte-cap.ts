/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';

/** Bytes of a stored answer: its length header, or its body when it has none. */
async function sizeOf(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : (await response.clone().blob()).size;
}

/**
 * Keeps a cache under `maxBytes` (Workbox's ExpirationPlugin counts entries, not bytes): when a
 * new entry takes it over, the least recently used entries (the ExpirationPlugin's timestamps,
 * which must be on the same route) go until the average-sized rest fits.
 */
export function byteCap(cacheName: string, maxBytes: number): WorkboxPlugin {
  let checking: Promise<void> | null = null;
  const check = async () => {
    const cache = await caches.open(cacheName);
    const requests = await cache.keys();
    let total = 0;
    for (const request of requests) {
      const response = await cache.match(request);
      if (response) total += await sizeOf(response);
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
