/*
 * The record of what 'Guardar sin conexión' kept on this phone, per listing (localStorage), and
 * how the listing's panel writes its size. The saving itself is ./save-listing.ts, loaded on
 * the first click.
 */
import type { CatalogKind } from '@/config/catalog-kinds';

export interface SavedListing {
  /** How many items are saved. */
  items: number;
  /** Bytes of everything saved. */
  bytes: number;
  savedAt: number;
  /** Every address saved (pages, answers, pictures), to remove them. */
  urls: string[];
}

export interface SaveProgress {
  done: number;
  total: number;
}

const STORAGE_PREFIX = 'agrotec.offline.';

const storageKey = (kind: CatalogKind, group: string) =>
  `${STORAGE_PREFIX}${kind.resource}.${group}`;

/** The saved record of a listing on this phone, or null. */
export function savedListing(kind: CatalogKind, group: string): SavedListing | null {
  try {
    const raw = localStorage.getItem(storageKey(kind, group));
    const value = raw ? (JSON.parse(raw) as SavedListing) : null;
    return value && Array.isArray(value.urls) && Number.isFinite(value.bytes) ? value : null;
  } catch {
    return null;
  }
}

/** Whether this browser can keep pages for the service worker (and one controls the page). */
export const canSaveOffline = () =>
  typeof caches !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

export function rememberSavedListing(kind: CatalogKind, group: string, saved: SavedListing) {
  localStorage.setItem(storageKey(kind, group), JSON.stringify(saved));
}

export function forgetSavedListing(kind: CatalogKind, group: string) {
  localStorage.removeItem(storageKey(kind, group));
}

/** '3,1 MB', '850 KB': the space used, the Bolivian way. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
