/*
 * What the app keeps of a history entry for the tab (sessionStorage), so that coming back to the
 * entry in a new document (a reload; Back from the offline page, which is a document of its own)
 * finds it as it was left: its scroll position, the pages of cards a listing had loaded.
 */
import type { Location } from 'react-router-dom';

type EntryLocation = Pick<Location, 'key' | 'pathname' | 'search'>;

/**
 * The entry a location is shown in. React Router names each entry it adds; the entry a document
 * was opened in (an address typed, a shared link, a link of the offline page) is its 'default',
 * which all such entries share: those are told apart by their address.
 */
export const historyEntryId = ({ key, pathname, search }: EntryLocation) =>
  key === 'default' ? `default:${pathname}${search}` : key;

function returnsToEntry(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') {
    return false;
  }
  const [navigation] = performance.getEntriesByType('navigation');
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/** Whether this document was loaded for an entry already in the tab's history (reload, Back). */
const DOCUMENT_RETURNS_TO_ENTRY = returnsToEntry();

/**
 * Whether what was kept for the entry `location` is shown in belongs to it: an entry React Router
 * named is always the same one; a document's 'default' entry is only when the document came back
 * to it (a reload, Back), not on a new visit to the same address.
 */
export const keptForEntry = (location: Pick<Location, 'key'>) =>
  location.key !== 'default' || DOCUMENT_RETURNS_TO_ENTRY;

/**
 * The entry this document was opened in, when that was a new visit: what an earlier document
 * kept under the same address belongs to another entry. Read as the app starts (this module is
 * evaluated with the root layout), before any navigation inside the app.
 */
const newVisitEntry =
  typeof window !== 'undefined' &&
  !(window.history.state as { key?: string } | null)?.key &&
  !DOCUMENT_RETURNS_TO_ENTRY
    ? historyEntryId({
        key: 'default',
        pathname: window.location.pathname,
        search: window.location.search,
      })
    : null;

/** Values by history entry, under `storageKey` in sessionStorage (the last `limit` entries). */
export function entryValues<T>(storageKey: string, limit = 50) {
  let values: Map<string, T> | null = null;

  const all = () => {
    if (!values) {
      values = new Map(read());
      if (newVisitEntry) values.delete(newVisitEntry);
    }
    return values;
  };

  function read(): Array<[string, T]> {
    try {
      const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as unknown;
      return Array.isArray(stored) ? (stored as Array<[string, T]>) : [];
    } catch {
      return [];
    }
  }

  return {
    get: (entry: string) => all().get(entry),
    /** Noted for this document; `persist` keeps it for the tab. */
    set(entry: string, value: T) {
      const map = all();
      // The newest last, so that the oldest are the ones dropped.
      map.delete(entry);
      map.set(entry, value);
    },
    persist() {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify([...all()].slice(-limit)));
      } catch {
        // Private mode or a full quota: the values still work within this document's life.
      }
    },
  };
}
