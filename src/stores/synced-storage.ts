import type { Store, UnknownAction } from '@reduxjs/toolkit';

/**
 * A list of the store kept in localStorage, shared by the site's tabs (the `storage` event): the
 * quote list (quote-storage.ts) and the comparison (compare-storage.ts).
 */
export interface SyncedList<S, T> {
  /** The localStorage key. */
  key: string;
  /** The list in the store's state. */
  select: (state: S) => T[];
  /** The action that replaces the list with another tab's. */
  replaced: (items: T[]) => UnknownAction;
  /** Whether a stored entry is well formed (anything else is left out). */
  isValid: (value: unknown) => value is T;
}

/** The saved entries in `raw` (what localStorage holds); anything malformed is left out. */
export function parseStoredList<T>(
  raw: string | null | undefined,
  isValid: (value: unknown) => value is T,
): T[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter(isValid) : [];
  } catch {
    return [];
  }
}

export function loadStoredList<T>(key: string, isValid: (value: unknown) => value is T): T[] {
  try {
    return parseStoredList(globalThis.localStorage?.getItem(key), isValid);
  } catch {
    return []; // storage blocked: an empty list
  }
}

function saveStoredList(key: string, items: unknown[]) {
  try {
    if (items.length > 0) globalThis.localStorage?.setItem(key, JSON.stringify(items));
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Private mode or full storage: the list lives as long as the tab.
  }
}

/**
 * Saves the store's list whenever it changes, and takes the list another tab saved. Returns the
 * function that stops both.
 */
export function syncListWithStorage<S, T>(store: Store<S>, list: SyncedList<S, T>) {
  let saved = list.select(store.getState());
  let receiving = false;
  const unsubscribe = store.subscribe(() => {
    const items = list.select(store.getState());
    if (items === saved) return;
    saved = items;
    // Taken from another tab: writing it back would only echo it to the other tabs.
    if (!receiving) saveStoredList(list.key, items);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== list.key && event.key !== null) return;
    receiving = true;
    try {
      store.dispatch(list.replaced(parseStoredList(event.newValue, list.isValid)));
    } finally {
      receiving = false;
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
