/*
 * 'Guardar sin conexión' (issue 21): puts a listing on the phone for the service worker to
 * answer with offline: the listing's pages, every item's page, the catalogue answers the app
 * asks for on them, the items' 300 px pictures and the 700 px of each first picture, and the
 * covers of the related items their pages show, the group's specifications and the comparison
 * page's shell (a comparison of saved items opens offline: src/sw/compare-shell.ts). What was
 * saved is listed in localStorage so 'Quitar de este teléfono' removes exactly that.
 */
import { CATALOG_KINDS, type CatalogKind } from '@/config/catalog-kinds';
import { publicListPath, type CatalogItem } from '@/lib/catalog-api';
import type { ImageName, Page } from '@/shared/schemas/common';
import type { SearchResult } from '@/shared/schemas/search';
import { imageUrl } from '@/shared/image-url';
import { groupSpecsPath } from '@/lib/specs-api';
import { CACHES, isSavingsCopy, stampedCopy } from '@/sw/cache-rules';
import { COMPARE_SHELL_PATH } from '@/sw/compare-shell';
import {
  forgetSavedListing,
  rememberSavedListing,
  savedListing,
  urlsOfOtherListings,
  type SavedListing,
  type SaveProgress,
} from './saved-listings';

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Which of `urls` the phone keeps already (a page the visitor opened, its pictures): the saving
 * does not claim them, so removing the listing leaves them. Pictures vary on `Accept`.
 */
async function keptAlready(urls: string[]): Promise<Set<string>> {
  const found = await Promise.all(
    urls.map((url) => caches.match(absolute(url), { ignoreVary: true })),
  );
  return new Set(urls.filter((_, i) => found[i]));
}

/** The catalogue answers an item's page asks for: its data, its pictures' names, its related items. */
function itemAnswers(resource: string, item: CatalogItem) {
  const code = encodeURIComponent(item.code);
  return {
    data: `/api/${resource}/c/${code}`,
    names: `/api/${resource}/images/names/${item.id}`,
    related: `/api/${resource}/c/${code}/related`,
  };
}

/** Downloads at once: enough to fill a slow link without starving the page. */
const PARALLEL = 4;
/** The longest the saving waits with no download done before it gives up. */
const STALL_MS = 30_000;

/**
 * Catalogue answers are asked fresh (cache mode no-cache: the worker goes to the server first and
 * keeps what it answers). Its usual stale-while-revalidate would hand over the phone's older copy
 * of a listing's later pages, and an item added since would fall between two pages unsaved.
 */
const FRESH: RequestCache = 'no-cache';

async function getJson<T>(url: string, signal: AbortSignal): Promise<{ body: T; bytes: number }> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    cache: FRESH,
    signal,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const text = await response.text();
  return { body: JSON.parse(text) as T, bytes: new Blob([text]).size };
}

/** What a picture is asked for with, as an <img> asks: the smaller WebP where the server has it. */
const PICTURE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** Fetches through the service worker, which keeps the answer (data and pictures routes). */
async function fetchThroughWorker(
  url: string,
  signal: AbortSignal,
  accept = 'application/json',
): Promise<number> {
  // Pictures never change under their name: the phone's copy is as good as the server's.
  const cache = accept === PICTURE_ACCEPT ? 'default' : FRESH;
  const response = await fetch(url, { headers: { accept }, cache, signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.blob()).size;
}

/** Whether the phone's copy of a page is the visitor's own (stored by a visit), not the saving's. */
const isVisitorsCopy = (copy: Response | undefined) => Boolean(copy) && !isSavingsCopy(copy);

/**
 * Fetches a page's HTML and stores it where the worker looks for pages, marked as the saving's
 * unless the visitor's own copy was there (then the new copy stays theirs).
 */
async function savePage(pages: Cache, url: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(url, { headers: { accept: 'text/html' }, signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const request = new Request(absolute(url));
  const savedCopy = !isVisitorsCopy(await pages.match(request, { ignoreVary: true }));
  const copy = await stampedCopy(response, { savedCopy });
  const bytes = (await copy.clone().blob()).size;
  await pages.put(request, copy);
  return bytes;
}

/** How long the worker's last writes may take once every download has arrived. */
const STORE_WAIT_MS = 10_000;

/**
 * Resolves once every picture is in the worker's pictures cache. The worker hands a picture to
 * the page before it has written it (Workbox's strategies only `waitUntil` their `cache.put`), so
 * without this 'Guardado' could show while the last pictures are still being written.
 */
async function whenPicturesStored(urls: string[]): Promise<void> {
  const pictures = await caches.open(CACHES.pictures);
  const deadline = Date.now() + STORE_WAIT_MS;
  let missing = urls.map(absolute);
  for (;;) {
    const found = await Promise.all(
      missing.map((url) => pictures.match(url, { ignoreVary: true })),
    );
    missing = missing.filter((_, i) => !found[i]);
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${missing[0]}: not stored`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs `tasks` PARALLEL at a time, reporting each one done. The first failure (the signal lost
 * halfway) ends the whole run: no other task starts, those under way are aborted, and nothing is
 * reported done after it, so the panel's 'No se pudo guardar todo' is not overwritten by the
 * progress of downloads still running.
 */
async function runAll(
  tasks: Array<() => Promise<number>>,
  onDone: () => void,
  abort: AbortController,
): Promise<number> {
  let next = 0;
  let bytes = 0;
  // A signal lost without an error (a phone between two masts) leaves a download waiting: a
  // run with nothing done for STALL_MS fails as an error would.
  let stall = setTimeout(() => abort.abort(), STALL_MS);
  const worker = async () => {
    while (next < tasks.length && !abort.signal.aborted) {
      const task = tasks[next++];
      try {
        bytes += await task();
      } catch (error) {
        abort.abort();
        throw error;
      }
      if (abort.signal.aborted) break;
      clearTimeout(stall);
      stall = setTimeout(() => abort.abort(), STALL_MS);
      onDone();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, tasks.length) }, worker));
  } finally {
    clearTimeout(stall);
  }
  if (abort.signal.aborted) throw new Error('the saving stopped');
  return bytes;
}

/**
 * Deletes `urls` from every cache the worker keeps (a picture is stored under the `Accept` it
 * was asked with, `Vary: Accept`: any of them).
 */
async function deleteStored(urls: string[]): Promise<void> {
  const stores = await Promise.all(Object.values(CACHES).map((name) => caches.open(name)));
  await Promise.all(
    urls.flatMap((url) => stores.map((cache) => cache.delete(absolute(url), { ignoreVary: true }))),
  );
}

/**
 * Saves the listing, or, when a download fails (the signal lost halfway), takes back what this
 * attempt stored and had not been kept before (by the visitor's own visits, another saved
 * listing or an earlier saving of this one) and rejects: a half-saved listing would take the
 * phone's space with no 'Quitar de este teléfono' to free it.
 */
export async function saveListing(
  kind: CatalogKind,
  group: string,
  onProgress: (progress: SaveProgress) => void,
): Promise<SavedListing> {
  const abort = new AbortController();
  const urls: string[] = [];
  const before = new Set<string>();
  try {
    return await saveAll(kind, group, onProgress, { abort, urls, before });
  } catch (error) {
    abort.abort();
    const keep = new Set([
      ...before,
      ...urlsOfOtherListings(kind, group),
      ...(savedListing(kind, group)?.urls ?? []),
    ]);
    await deleteStored(urls.filter((url) => !keep.has(url))).catch(() => undefined);
    throw error;
  }
}

interface SaveRun {
  abort: AbortController;
  /** Every address this saving asks for, as it goes. */
  urls: string[];
  /** What the phone kept before this saving (see keptAlready). */
  before: Set<string>;
}

async function saveAll(
  kind: CatalogKind,
  group: string,
  onProgress: (progress: SaveProgress) => void,
  { abort, urls, before }: SaveRun,
): Promise<SavedListing> {
  const { signal } = abort;
  const pages = await caches.open(CACHES.pages);
  const { resource } = kind;
  const size = kind.pageSize;
  // Each address is looked up once, before the saving fetches it.
  const checked = new Set<string>();
  const noteKept = async (list: string[]) => {
    const unchecked = list.filter((url) => !checked.has(url));
    for (const url of unchecked) checked.add(url);
    for (const url of await keptAlready(unchecked)) before.add(url);
  };
  let bytes = 0;

  // The list, page by page, as the listing asks for it.
  const items: CatalogItem[] = [];
  for (let page = 0; ; page++) {
    const url = `/api${publicListPath(resource, group, { page, size }, size)}`;
    await noteKept([url]);
    const answer = await getJson<Page<CatalogItem>>(url, signal);
    urls.push(url);
    bytes += answer.bytes;
    items.push(...answer.body.content);
    if (answer.body.nextPage === -1 || answer.body.content.length === 0) break;
  }
  const listUrls = [...urls];
  const listingPages = kind.infiniteList
    ? [kind.publicListHref(group)]
    : Array.from({ length: Math.max(1, Math.ceil(items.length / size)) }, (_, i) =>
        kind.publicListHref(group, i + 1),
      );

  // Every item: the names of its pictures and its related items first (to know which pictures
  // to fetch), then its page, its data and the pictures, at once.
  const tasks: Array<() => Promise<number>> = listingPages.map(
    (url) => () => savePage(pages, url, signal),
  );
  urls.push(...listingPages);
  // A comparison of the saved items: the page's shell and the group's specifications.
  const specsUrl = `/api${groupSpecsPath(resource, group)}`;
  tasks.push(
    () => savePage(pages, COMPARE_SHELL_PATH, signal),
    () => fetchThroughWorker(specsUrl, signal),
  );
  urls.push(COMPARE_SHELL_PATH, specsUrl);
  // What each page shows, for 'Quitar de este teléfono' (SavedListing.pages).
  const shows: Record<string, string[]> = {};
  for (const url of listingPages) shows[url] = listUrls;
  const details = await Promise.all(
    items.map(async (item) => {
      const answers = itemAnswers(resource, item);
      await noteKept([answers.names, answers.related]);
      const [names, related] = await Promise.all([
        getJson<ImageName[]>(answers.names, signal),
        getJson<SearchResult[]>(answers.related, signal),
      ]);
      urls.push(answers.names, answers.related);
      bytes += names.bytes + related.bytes;
      return { answers, names: names.body, related: related.body };
    }),
  );
  const pictures = new Set<string>();
  items.forEach((item, i) => {
    const { answers, names, related } = details[i];
    const own = names.map((name) => imageUrl(resource, name.public_name, 300));
    if (names[0]) own.push(imageUrl(resource, names[0].public_name, 700));
    // The related items' cards at the foot of the page show their covers.
    for (const other of related)
      if (other.default_image)
        own.push(imageUrl(CATALOG_KINDS[other.kind].resource, other.default_image, 300));
    for (const url of own) pictures.add(url);
    const pageUrl = kind.publicHref(item.code);
    shows[pageUrl] = [answers.data, answers.names, answers.related, ...own];
    urls.push(pageUrl, answers.data);
    tasks.push(
      () => savePage(pages, pageUrl, signal),
      () => fetchThroughWorker(answers.data, signal),
    );
  });
  urls.push(...pictures);
  tasks.push(...[...pictures].map((url) => () => fetchThroughWorker(url, signal, PICTURE_ACCEPT)));
  await noteKept(urls);

  let done = 0;
  onProgress({ done, total: tasks.length });
  bytes += await runAll(tasks, () => onProgress({ done: ++done, total: tasks.length }), abort);
  await whenPicturesStored([...pictures]);

  // Saved again: what the first saving added is still this listing's.
  const added = new Set([
    ...(savedListing(kind, group)?.urls ?? []),
    ...urls.filter((url) => !before.has(url)),
  ]);
  const saved: SavedListing = {
    items: items.length,
    bytes,
    savedAt: Date.now(),
    urls: [...added],
    pages: { ...savedListing(kind, group)?.pages, ...shows },
  };
  rememberSavedListing(kind, group, saved);
  // Without this the browser may clear the saved pages when the phone runs short of space.
  await navigator.storage?.persist?.().catch(() => false);
  return saved;
}

/**
 * 'Quitar de este teléfono': removes what saveListing added (and its record), but not what
 * another saved listing holds too, nor a page the visitor opened after the saving (its copy is
 * theirs) and what that page shows.
 */
export async function removeListing(kind: CatalogKind, group: string): Promise<void> {
  const saved = savedListing(kind, group);
  if (saved) {
    const keep = urlsOfOtherListings(kind, group);
    const pages = await caches.open(CACHES.pages);
    const copies = await Promise.all(
      saved.urls.map((url) => pages.match(absolute(url), { ignoreVary: true })),
    );
    saved.urls.forEach((url, i) => {
      if (!isVisitorsCopy(copies[i])) return;
      keep.add(url);
      for (const shown of saved.pages?.[url] ?? []) keep.add(shown);
    });
    await deleteStored(saved.urls.filter((url) => !keep.has(url)));
  }
  forgetSavedListing(kind, group);
}
