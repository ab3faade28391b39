/*
 * What the service worker (./service-worker.ts) keeps on the phone, shared with the pages that
 * read or clear it (src/lib/pwa, src/features/offline-save). README.md "Sin conexión" explains
 * the rules for people; docs/decisions.md says why.
 */

/** The caches the worker owns; any other cache of this origin is deleted when a worker activates. */
export const CACHES = {
  /** Public pages' HTML (network first, 3 s). */
  pages: 'agrotec-pages',
  /** Public catalogue JSON (stale-while-revalidate; an item by code network first, 3 s). */
  data: 'agrotec-data',
  /** Catalogue pictures, immutable by name (cache first, LRU within PICTURES_MAX_BYTES). */
  pictures: 'agrotec-pictures',
  /** Fonts and other hashed build files (cache first). */
  code: 'agrotec-code',
} as const;

/** The header the worker adds to what it stores: when the answer came from the server (ms). */
export const FETCHED_AT_HEADER = 'x-agrotec-fetched-at';
/**
 * The header on a page copy stored by 'Guardar sin conexión' (src/features/offline-save). A
 * visit stores the page again without it, so 'Quitar de este teléfono' can tell the pages the
 * visitor opened after the saving (theirs, kept) from those only the saving fetched.
 */
export const SAVED_COPY_HEADER = 'x-agrotec-saved-copy';
/** Whether a stored page copy is one only a listing's saving asked for (SAVED_COPY_HEADER). */
export const isSavingsCopy = (copy: Response | undefined) =>
  Boolean(copy?.headers.has(SAVED_COPY_HEADER));
/** The meta tag the worker writes into a page it serves from its cache (content: FETCHED_AT). */
export const OFFLINE_META = 'agrotec-offline';
/** How long a page waits for the network before the saved copy is shown. */
export const PAGE_NETWORK_TIMEOUT_S = 3;
/**
 * How long an item's answer by code (what its page shows) waits for the network before the saved
 * copy is used: online, the server's answer is the one shown (a deleted item is gone at once).
 */
export const ITEM_NETWORK_TIMEOUT_S = 3;
/**
 * How long a page with no saved copy waits for the network before the offline page shows: a
 * connection that opens but never answers (a weak signal) would otherwise leave the screen blank
 * for minutes. Long enough for a page on a slow 2G link (~40 KB compressed at ~50 kbit/s).
 */
export const UNSAVED_PAGE_TIMEOUT_S = 15;
/** The pictures' cap (SPEC: 60 MB by default), least recently used first out. */
export const PICTURES_MAX_BYTES = 60 * 1024 * 1024;
/** Page copies and catalogue answers older than this are dropped (not shown as current data). */
export const DATA_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The header that carries the session token (src/lib/api.ts). */
const TOKEN_HEADER = 'x-access-token';

const PRIVATE_PATH = /^\/(?:admin(?:\/|$)|api\/(?:auth|admin|users)(?:\/|$))/;

/** The parts of a request the rules look at (a Request, or a plain object in tests). */
export interface RequestFacts {
  url: string;
  method: string;
  headers: { has(name: string): boolean };
  referrer?: string;
  mode?: string;
}

/**
 * Never stored, never answered from a cache: anything but GET, anything sent with a token or
 * credentials header, sign-in and the admin area (its pages, its data, what its pages load),
 * and uploads.
 */
export function isNeverCached(request: RequestFacts): boolean {
  if (request.method !== 'GET') return true;
  if (request.headers.has(TOKEN_HEADER) || request.headers.has('authorization')) return true;
  const url = new URL(request.url);
  if (PRIVATE_PATH.test(url.pathname)) return true;
  // What a page of the admin area loads (its referrer; the site sends same-origin referrers in
  // full). A navigation from there to a public page is a public page.
  if (request.referrer && request.mode !== 'navigate') {
    const from = new URL(request.referrer, url);
    if (from.origin === url.origin && PRIVATE_PATH.test(from.pathname)) return true;
  }
  return false;
}

const PICTURE_PATH = /^\/api\/[a-z]+\/images\/(?!names\/)/;
const NOT_DATA_PATH = /^\/api\/(?:events|health|docs)(?:\/|$)/;

/** A picture: a catalogue one (/api/{resource}/images/{width}/{name}) or the site's media. */
export const isPicture = (url: URL) => PICTURE_PATH.test(url.pathname);

/** A public catalogue answer (JSON read without a token): any other /api GET but beacons. */
export const isCatalogData = (url: URL) =>
  url.pathname.startsWith('/api/') && !isPicture(url) && !NOT_DATA_PATH.test(url.pathname);

const ITEM_BY_CODE_PATH = /^\/api\/(products|services)\/c\/([^/]+)$/;
const ITEM_PAGE_PATH = /^\/shared\/(product|service)\/([^/]+)$/;

/** An item's answer by code (/api/{products|services}/c/{code}): its page's own data. */
export const isItemByCode = (url: URL) => ITEM_BY_CODE_PATH.test(url.pathname);

/** An answer the server gives for what is no longer there (deleted or unpublished). */
export const isGoneStatus = (status: number) => status === 404 || status === 410;

/** A stored copy: which cache, under which address. */
export interface StoredCopy {
  cacheName: string;
  url: string;
}

/**
 * The copies the worker drops when the server answers `address` with 404 or 410: the answer's or
 * the page's own, and for an item, both its page and its answer by code (whichever was asked
 * for), so that neither the page nor its data shows the item again from the phone.
 */
export function goneCopies(address: string): StoredCopy[] {
  const url = new URL(address);
  const item = ITEM_BY_CODE_PATH.exec(url.pathname);
  if (item) {
    const page = new URL(`/shared/${item[1].slice(0, -1)}/${item[2]}`, url.origin).href;
    return [
      { cacheName: CACHES.data, url: url.href },
      { cacheName: CACHES.pages, url: page },
    ];
  }
  const page = ITEM_PAGE_PATH.exec(url.pathname);
  if (page) {
    const answer = new URL(`/api/${page[1]}s/c/${page[2]}`, url.origin).href;
    return [
      { cacheName: CACHES.pages, url: pageKey(url.href) },
      { cacheName: CACHES.data, url: answer },
    ];
  }
  if (isCatalogData(url)) return [{ cacheName: CACHES.data, url: url.href }];
  return [{ cacheName: CACHES.pages, url: pageKey(url.href) }];
}

/**
 * Hashed build files other than scripts and stylesheets (fonts, the map's marker pictures): the
 * public pages' scripts and styles are in the precache, and the rest (the admin area's, the map's)
 * is never kept.
 */
export const isBuildFile = (url: URL) => url.pathname.startsWith('/static/media/');

/** Parameters that say where a visitor came from (ads, Facebook, mailings), not what they see. */
const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|mc_[ce]id)$/i;

/**
 * The address a page is kept under: the page's own, without the parameters a shared or
 * advertised link adds. A product first opened from a Facebook post (`?fbclid=…`) opens again
 * offline from its plain address, and the reverse.
 */
export function pageKey(address: string): string {
  const url = new URL(address);
  // The other parameters stay as written (URLSearchParams would re-encode them).
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => !TRACKING_PARAM.test(pair.split('=')[0]));
  url.search = kept.join('&');
  return url.href;
}

/** What the pages tell the worker (src/lib/pwa/register.ts). */
export type WorkerMessage =
  /** 'Actualizar': the waiting build takes over. */
  | { type: 'SKIP_WAITING' }
  /** Keep this page (opened before the worker controlled it, or inside the app) and what it used. */
  | { type: 'KEEP_PAGE'; url: string; used: string[] };

/**
 * A copy of `response` to store, stamped with when it was fetched (`now`) and, for a page copy
 * only the saving of a listing asked for, SAVED_COPY_HEADER.
 */
export async function stampedCopy(
  response: Response,
  { now = Date.now(), savedCopy = false }: { now?: number; savedCopy?: boolean } = {},
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, String(now));
  if (savedCopy) headers.set(SAVED_COPY_HEADER, '1');
  else headers.delete(SAVED_COPY_HEADER);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
