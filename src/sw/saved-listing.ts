import type { WorkboxPlugin } from 'workbox-core';
import { KINDS, KIND_OF_RESOURCE, type Resource } from '@/shared/catalog';
import { facetsOnPhone, listOnPhone } from '@/shared/listing-on-phone';
import { isListingParam } from '@/shared/listing-url';
import { matchPublicPage, PAGE_PARAM, PUBLIC_ROUTES, type PublicRoute } from '@/shared/site-routes';
import type { CatalogItem } from '@/shared/schemas/catalog-item';
import type { Page } from '@/shared/schemas/common';
import type { Spec } from '@/shared/schemas/specs';
import { CACHES, FETCHED_AT_HEADER } from './cache-rules';

/*
 * A listing saved with 'Guardar sin conexión', sorted and filtered without a network (issue 65,
 * item 6): a listing's sorted or filtered page, or its facets, that neither the phone nor the
 * server has, answered from the default listing's saved pages and the group's saved
 * specifications (src/features/offline-save/save-listing.ts keeps both), computed as the server
 * would (src/shared/listing-on-phone.ts). The answer says so (`on_phone`): the listing shows
 * 'Filtrado en este teléfono: N de M guardados'. It is never stored: online, the server answers.
 */

const LISTING_API = /^\/api\/(products|services)\/(?:category|type)\/a\/([^/]+?)(\/facets)?$/;

export interface SavedListingAsk {
  resource: Resource;
  groupId: string;
  facets: boolean;
}

/** The listing a request asks for, when the phone can answer it from a saved listing. */
export function savedListingAsk(url: URL): SavedListingAsk | null {
  const match = LISTING_API.exec(url.pathname);
  // A search within a listing needs the server's search.
  if (!match || url.searchParams.has('q')) return null;
  return { resource: match[1] as Resource, groupId: match[2], facets: Boolean(match[3]) };
}

/**
 * The address of a default listing's page as the listing and the saving ask for it
 * (`publicListPath` in src/lib/catalog-api.ts, held to it by saved-listing.test.ts).
 */
export function savedPagePath(resource: Resource, groupId: string, page: number) {
  const { groupSegment, pageSize } = KINDS[KIND_OF_RESOURCE[resource]];
  return `/api/${resource}/${groupSegment}/a/${groupId}?page=${page}&size=${pageSize}&order_by=created_at&order_direction=desc`;
}

/** A listing's saved items and when the first page was fetched, or null when none is saved. */
async function savedItems(ask: SavedListingAsk) {
  const data = await caches.open(CACHES.data);
  const saved = (path: string) =>
    data.match(new URL(path, self.location.origin).href, { ignoreVary: true });
  const specsCopy = await saved(`/api/specs/${ask.resource}/${ask.groupId}`);
  if (!specsCopy) return null;
  const { specs } = (await specsCopy.json()) as { specs: Spec[] };
  const items: CatalogItem[] = [];
  let fetchedAt: string | null = null;
  for (let page = 0; ; page++) {
    const copy = await saved(savedPagePath(ask.resource, ask.groupId, page));
    if (!copy) break;
    if (page === 0) fetchedAt = copy.headers.get(FETCHED_AT_HEADER);
    const body = (await copy.json()) as Page<CatalogItem>;
    items.push(...body.content);
    if (body.nextPage === -1 || body.content.length === 0) break;
  }
  return items.length ? { specs, items, fetchedAt } : null;
}

/** The answer to `url` from the phone's saved listing, or null when the phone has none. */
async function answerFromSavedListing(url: URL): Promise<Response | null> {
  const ask = savedListingAsk(url);
  const saved = ask && (await savedItems(ask));
  if (!ask || !saved) return null;
  const { pageSize } = KINDS[KIND_OF_RESOURCE[ask.resource]];
  const answer = ask.facets
    ? facetsOnPhone(saved.items, saved.specs, url.searchParams)
    : listOnPhone(saved.items, saved.specs, url.searchParams, pageSize);
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  if (saved.fetchedAt) headers.set(FETCHED_AT_HEADER, saved.fetchedAt);
  return answer.ok
    ? new Response(JSON.stringify(answer.body), { status: 200, headers })
    : new Response(JSON.stringify({ message: answer.message }), { status: 400, headers });
}

/**
 * The address of the listing at `address` without its sort and filters (its page number and
 * other parameters kept), or null when it has none or is not a listing.
 */
export function withoutListingParams(address: URL): URL | null {
  const matched = matchPublicPage(address.pathname);
  const route: PublicRoute | undefined =
    matched && matched.page !== 'not-found' ? PUBLIC_ROUTES[matched.page] : undefined;
  if (route?.listingQuery !== true) return null;
  const plain = new URL(address.href);
  for (const name of [...address.searchParams.keys()])
    if (name !== PAGE_PARAM && isListingParam(name)) plain.searchParams.delete(name);
  return plain.search === address.search ? null : plain;
}

/** The catalogue answers' strategy's last resort, without a network: the saved listing. */
export const sortSavedListingWhenOffline: WorkboxPlugin = {
  async handlerDidError({ request }) {
    return (await answerFromSavedListing(new URL(request.url))) ?? undefined;
  },
};
