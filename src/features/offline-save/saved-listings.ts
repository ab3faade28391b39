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
  /**
   * The addresses this listing's saving added to the phone (pages, answers, pictures), for
   * 'Quitar de este teléfono'; what the phone kept already (the pages the visitor had opened)
   * is not among them and stays.
   */
  urls: string[];
  /**
   * For each page among `urls`, the other addresses among them it shows (its data and pictures):
   * a page the visitor opened after the saving is theirs, and 'Quitar de este teléfono' leaves it
   * whole. Absent in records written before 2026-11-28.
   */
  pages?: Record<string, string[]>;
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

/** The addresses the other saved listings hold (a related item's cover may be in two). */
export function urlsOfOtherListings(kind: CatalogKind, group: string): Set<string> {
  const own = storageKey(kind, group);
  const urls = new Set<string>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(STORAGE_PREFIX) || key === own) continue;
    try {
      const other = JSON.parse(localStorage.getItem(key) ?? 'null') as SavedListing | null;
      for (const url of Array.isArray(other?.urls) ? other.urls : []) urls.add(url);
    } catch {
      // A record that does not parse holds nothing to keep.
    }
  }
  return urls;
}

/** '3,1 MB', '850 KB': the space used, the Bolivian way. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
