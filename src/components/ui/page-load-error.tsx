import { useEffect } from 'react';
import { errorMessage, isConnectionError } from '@/lib/api';
import { CACHES, pageKey } from '@/sw/cache-rules';
import { ErrorState } from './error-state';

/** Reloads of one address already tried (sessionStorage: once per address per minute). */
const TRIED_KEY = 'agrotec.offline-reload';
const RETRY_AFTER_MS = 60_000;

/**
 * Whether a document load of this address is worth trying: a service worker answers it (the
 * page the phone saved, or the offline page with the saved ones as links), and it was not just
 * tried (the reloaded page failing again must not reload for ever).
 */
function claimReload(address: string): boolean {
  if (!navigator.serviceWorker?.controller) return false;
  try {
    const tried = JSON.parse(sessionStorage.getItem(TRIED_KEY) ?? 'null') as {
      address: string;
      at: number;
    } | null;
    if (tried?.address === address && Date.now() - tried.at < RETRY_AFTER_MS) return false;
    sessionStorage.setItem(TRIED_KEY, JSON.stringify({ address, at: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

/**
 * A public page whose data could not be loaded. Reached inside the app without a connection, the
 * page is loaded as a document instead: the data of a page the visitor opened came inside its
 * HTML, which the phone kept (not as the answer the app asks for), and a page never seen gets
 * the offline page listing the saved ones (issue 21). Otherwise 'No se pudo cargar' with
 * 'Reintentar'.
 */
export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = isConnectionError(error);
  useEffect(() => {
    const address = window.location.pathname + window.location.search;
    if (offline && claimReload(address)) window.location.reload();
  }, [offline]);
  return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
}

/**
 * While `active` (an item shown from the card's data for want of a network), reloads the page
 * once if the phone kept it: the saved page has the item's data and its pictures' names inside
 * it (issue 21). A page the phone does not have stays as it is: the reload would only bring the
 * offline page in its place.
 */
export function useReloadIntoSavedPage(active: boolean) {
  useEffect(() => {
    if (!active || typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
    let cancelled = false;
    caches
      .match(pageKey(window.location.href), { cacheName: CACHES.pages, ignoreVary: true })
      .then((saved) => {
        const address = window.location.pathname + window.location.search;
        if (saved && !cancelled && claimReload(address)) window.location.reload();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [active]);
}
