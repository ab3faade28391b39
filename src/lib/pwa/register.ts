/*
 * Registers the service worker (/sw.js, src/sw) once the app listens, in production builds only
 * (src/start/main.tsx), and connects it to the page:
 *   - a new build is looked for on load, every hour and when the tab is shown again; when it
 *     waits, 'Nueva versión disponible' offers 'Actualizar', which lets it take over and reloads
 *     (the quote list is in localStorage: it stays);
 *   - when another tab switched to a new build, a public page reloads on it at once (its own
 *     lazy scripts may be gone with the old build); an admin page only shows the notice;
 *   - a catalogue answer revalidated with new content, or the server answering again after a
 *     time offline, refetches what the page shows;
 *   - the page the worker first took over (it was loaded without it), and each page reached
 *     inside the app, is kept for offline use as a page load would have been ('KEEP_PAGE').
 */
import { Workbox } from 'workbox-window';
import type { AppDispatch } from '@/lib/hooks';
import type { WorkerMessage } from '@/sw/cache-rules';
import { noteUpdateReady, onCatalogChange, onReconnect } from './pwa-state';

const UPDATE_EVERY_MS = 60 * 60 * 1000;
const REFRESH_DELAY_MS = 300;
const CATALOG_TAGS = ['Product', 'Service', 'ProductImages', 'ServiceImages'] as const;

/** Calls `listener` with the address of each page the app shows after the first one. */
export type OnPageShown = (listener: (href: string) => void) => void;

const postToWorker = (message: WorkerMessage) =>
  navigator.serviceWorker.controller?.postMessage(message);

/** The same-origin addresses this page has loaded so far (pictures, answers, scripts, fonts). */
function usedSoFar() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(window.location.origin));
}

export function registerServiceWorker(dispatch: AppDispatch, onPageShown: OnPageShown) {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let switching = false;

  wb.addEventListener('waiting', () =>
    noteUpdateReady(() => {
      switching = true;
      wb.messageSkipWaiting();
    }),
  );
  // The first install also takes control (clientsClaim): only a change of worker reloads.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      const { pathname, search } = window.location;
      postToWorker({ type: 'KEEP_PAGE', url: pathname + search, used: usedSoFar() });
      return;
    }
    if (switching || !window.location.pathname.startsWith('/admin')) window.location.reload();
    else noteUpdateReady(() => window.location.reload());
  });

  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    clearTimeout(refreshTimer);
    // The API's code is imported when a refresh is due, not with this module: the worker registers
    // on every page right after its load, and the home page otherwise never loads RTK Query.
    refreshTimer = setTimeout(
      () =>
        void import('@/lib/api').then(({ api }) =>
          dispatch(api.util.invalidateTags([...CATALOG_TAGS])),
        ),
      REFRESH_DELAY_MS,
    );
  };
  onCatalogChange(refresh);
  onReconnect(refresh);
  onPageShown((href) => postToWorker({ type: 'KEEP_PAGE', url: href, used: [] }));

  const checkForUpdate = () => void wb.update().catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  void wb.register().catch(() => undefined);
}
