/*
 * What the site knows of its offline copies and of new builds, for the notices
 * (./pwa-notices.tsx) and the quote list's "seen at" prices. A tiny external store
 * (useSyncExternalStore): it is in the first load, without React state or Redux.
 */
import { FETCHED_AT_HEADER, OFFLINE_META } from '@/sw/cache-rules';

export interface PwaSnapshot {
  /** The site could not reach the server: it shows saved data. */
  offline: boolean;
  /** When the oldest saved data on screen was fetched (ms), while offline. */
  dataFrom: number | null;
  /** A new build is installed and waits: 'Actualizar' switches to it. */
  updateReady: boolean;
}

const INITIAL: PwaSnapshot = { offline: false, dataFrom: null, updateReady: false };
const PROBE_URL = '/api/health';
const PROBE_TIMEOUT_MS = 5000;
/** While offline, the server is tried again this often (and on the browser's 'online' event). */
const RETRY_MS = 15_000;
/** A saved answer this soon after the server's last one is not worth asking the server about. */
const RECENT_ANSWER_MS = 10_000;

let snapshot = INITIAL;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
/** When each saved answer the page used was fetched, by URL (path and query). */
const fetchedAtByUrl = new Map<string, number>();
/** The answers the server itself last gave the page, by URL (path and query). */
const serverAnswers = new Set<string>();
/** The oldest saved data shown since the last time the server answered. */
let oldestShown: number | null = null;
/** When the server last answered a call of the page itself (not a saved copy). */
let lastServerAnswer = 0;
let applyUpdate: (() => void) | null = null;
let retryTimer: ReturnType<typeof setInterval> | null = null;
let probing: Promise<boolean> | null = null;
let stopRetrying = () => {};

function set(next: Partial<PwaSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export const pwaState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => snapshot,
  getServerSnapshot: () => INITIAL,
};

/** Asks the server, past every cache, whether it answers. */
function probe(): Promise<boolean> {
  probing ??= (async () => {
    try {
      const response = await fetch(PROBE_URL, {
        cache: 'no-store',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      probing = null;
    }
  })();
  return probing;
}

function goOffline() {
  set({ offline: true, dataFrom: oldestShown });
  if (retryTimer) return;
  const retry = () => void probe().then((up) => up && backOnline());
  retryTimer = setInterval(retry, RETRY_MS);
  window.addEventListener('online', retry);
  stopRetrying = () => {
    if (retryTimer) clearInterval(retryTimer);
    retryTimer = null;
    window.removeEventListener('online', retry);
  };
}

function backOnline() {
  stopRetrying();
  oldestShown = null;
  set({ offline: false, dataFrom: null });
  for (const listener of reconnectListeners) listener();
}

/** A probe put off until RECENT_ANSWER_MS after the server's last answer. */
let laterProbe: ReturnType<typeof setTimeout> | null = null;

function noteSavedData(fetchedAt: number, certainlyOffline: boolean) {
  oldestShown = oldestShown === null ? fetchedAt : Math.min(oldestShown, fetchedAt);
  if (snapshot.offline) set({ dataFrom: oldestShown });
  else if (certainlyOffline || !navigator.onLine) goOffline();
  // A saved answer is also what stale-while-revalidate shows first when online: only a server
  // that does not answer makes it "Sin conexión". One that just answered is asked a little
  // later rather than at once (the signal may have gone since: the saved data then say so).
  else probeSoon();
}

function probeSoon() {
  if (laterProbe) return;
  const wait = Math.max(0, lastServerAnswer + RECENT_ANSWER_MS - Date.now());
  laterProbe = setTimeout(() => {
    laterProbe = null;
    // Shown meanwhile only from the server (backOnlineQuietly, noteAnswer): nothing to check.
    if (oldestShown === null || snapshot.offline) return;
    void probe().then((up) => (up ? backOnlineQuietly() : goOffline()));
  }, wait);
}

/** The server answered while no notice is shown: nothing to announce or refetch. */
function backOnlineQuietly() {
  lastServerAnswer = Date.now();
  if (!snapshot.offline) oldestShown = null;
}

/** The page itself came from the worker's cache (its meta tag): the network did not answer. */
export function notePageFromCache(fetchedAt: number) {
  noteSavedData(fetchedAt, true);
}

/** An API answer the page used (`headers` of its response): saved ones are noted by URL. */
export function noteAnswer(url: string, headers: Headers | undefined) {
  const fetchedAt = Number(headers?.get(FETCHED_AT_HEADER));
  const { pathname, search } = new URL(url, window.location.href);
  if (!fetchedAt) {
    fetchedAtByUrl.delete(pathname + search);
    if (headers) {
      lastServerAnswer = Date.now();
      serverAnswers.add(pathname + search);
    }
    return;
  }
  serverAnswers.delete(pathname + search);
  fetchedAtByUrl.set(pathname + search, fetchedAt);
  noteSavedData(fetchedAt, false);
}

/** When the answer of `path` (path and query) was fetched, if it came from a saved copy. */
export const savedAnswerFetchedAt = (path: string) => fetchedAtByUrl.get(path);

/** The page was loaded from the worker's saved copy (its meta tag), with the data inside it. */
const pageIsSavedCopy = () =>
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${OFFLINE_META}"]`) !== null;

/**
 * Whether the answer of `path` (path and query) the page shows is the server's: asked for and
 * answered by the server last, not by the worker's saved copy; or, never asked for, handed over
 * with a page the server sent (a page shown from its saved copy carries saved data).
 */
export function answeredByServer(path: string): boolean {
  if (fetchedAtByUrl.has(path)) return false;
  return serverAnswers.has(path) || !pageIsSavedCopy();
}

/** A call failed for want of a network: while saved data show, that makes it "Sin conexión". */
export function noteNetworkFailure() {
  if (!snapshot.offline && oldestShown !== null) goOffline();
}

/** Listeners of the worker's news that a catalogue answer the page may show changed or went. */
const catalogChangeListeners = new Set<() => void>();
/** Such news came before anything listened (the worker answers before the app registers it). */
let catalogChangeUnheard = false;

/**
 * Listens to the service worker from the start: a saved answer used by the first render may be
 * revalidated (and found changed or gone) before the registration code has even loaded.
 */
function listenToWorker() {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== 'CACHE_UPDATED') return;
    if (catalogChangeListeners.size === 0) catalogChangeUnheard = true;
    for (const listener of catalogChangeListeners) listener();
  });
  container.startMessages();
}
listenToWorker();

/** Runs `listener` each time the worker finds a saved catalogue answer changed or gone. */
export function onCatalogChange(listener: () => void) {
  catalogChangeListeners.add(listener);
  if (catalogChangeUnheard) {
    catalogChangeUnheard = false;
    listener();
  }
  return () => catalogChangeListeners.delete(listener);
}

/** Runs `listener` each time the server answers again after a time offline. */
export function onReconnect(listener: () => void) {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** A new build waits; `apply` switches to it ('Actualizar'). */
export function noteUpdateReady(apply: () => void) {
  applyUpdate = apply;
  set({ updateReady: true });
}

export function applyWaitingUpdate() {
  applyUpdate?.();
}

/** 'dd/mm, hh:mm' in the phone's time, as the notices and the quote list write a moment. */
export function formatMoment(ms: number): string {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}
