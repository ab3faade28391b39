import type { AppStore } from '@/app/store';
import { productListArg, servicePageArg } from '@/features/catalog';
import { pageFromSearch, toPageIndex } from '@/shared/pagination';
import {
  searchApi,
  searchArg,
  isSearchable,
  searchPageHandedOver,
  type SearchHits,
} from '@/features/search';
import { catalogApi } from '@/lib/catalog-api';
import { groupSpecsArg, specsEndpoints } from '@/lib/specs-api';
import { compareQueryOf } from '@/shared/compare';
import { hasListingParams, listingApiQuery, parseListingFilters } from '@/shared/listing-url';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import type { CachedAnswer, MissingAnswer } from '@/shared/page-data';
import {
  categoryByUrlpath,
  serviceTypeByUrlpath,
  type ItemKind,
  type Resource,
} from '@/shared/catalog';
import { PAGE_PARAM, type PublicPage, type RouteParams } from '@/shared/site-routes';

/**
 * An item, then at once its pictures' names and its group's specifications: the three calls a
 * detail page makes (the last two need the item's id and group).
 */
async function fetchItem(store: AppStore, kind: ItemKind, code: string) {
  const { resource, groupOf } = CATALOG_KINDS[kind];
  const item = store.dispatch(catalogApi.endpoints.catalogItemByCode.initiate({ resource, code }));
  const { data } = await item;
  item.unsubscribe();
  if (!data) return;
  await Promise.all([
    settle(store.dispatch(catalogApi.endpoints.imageNames.initiate({ resource, id: data.id }))),
    settle(
      store.dispatch(specsEndpoints.groupSpecs.initiate({ resource, group: groupOf(data).id })),
    ),
  ]);
}

/** Waits for a dispatched call's answer, then lets go of its subscription. */
async function settle(request: PromiseLike<unknown> & { unsubscribe: () => void }) {
  await request;
  request.unsubscribe();
}

/**
 * A comparison's items by code, at once, then its group's specifications (the first item's
 * group: the page leaves out items of another).
 */
async function fetchCompared(store: AppStore, query: URLSearchParams) {
  const { kind, codes } = compareQueryOf(query);
  const { resource, groupOf } = CATALOG_KINDS[kind];
  const items = await Promise.all(
    codes.map(async (code) => {
      const request = store.dispatch(
        catalogApi.endpoints.catalogItemByCode.initiate({ resource, code }),
      );
      const { data } = await request;
      request.unsubscribe();
      return data;
    }),
  );
  const first = items.find((item) => item !== undefined);
  if (!first) return;
  await settle(
    store.dispatch(specsEndpoints.groupSpecs.initiate({ resource, group: groupOf(first).id })),
  );
}

/**
 * A listing's sort and filters as the API takes them, read from the address against the group's
 * specifications (which its 'Filtrar' shows too): fetched first only when the address has filters.
 */
async function listingOf(
  store: AppStore,
  resource: Resource,
  group: string,
  query: URLSearchParams,
): Promise<{ listing: string; specs: Promise<void> }> {
  const arg = groupSpecsArg(resource, group);
  const specs = settle(store.dispatch(specsEndpoints.groupSpecs.initiate(arg)));
  if (!hasListingParams(query)) return { listing: '', specs };
  await specs;
  const { data } = specsEndpoints.groupSpecs.select(arg)(store.getState());
  return {
    listing: data ? listingApiQuery(parseListingFilters(query, data.specs).state) : '',
    specs,
  };
}

/**
 * The API calls each public page makes first, with the same arguments as its hooks (so the
 * client finds them in its cache). Every page has its entry (the type checker asks for a new
 * one): null for a page that makes none before its first paint.
 */
export const PAGE_DATA: Record<
  PublicPage,
  ((store: AppStore, params: RouteParams, query: URLSearchParams) => unknown) | null
> = {
  home: null,
  'product-list': async (store, { group }, query) => {
    if (!categoryByUrlpath(group)) return;
    const { listing, specs } = await listingOf(store, 'products', group, query);
    await settle(
      store.dispatch(
        catalogApi.endpoints.catalogInfiniteList.initiate(productListArg(group, listing)),
      ),
    );
    await specs;
  },
  'service-list': async (store, { group }, query) => {
    if (!serviceTypeByUrlpath(group)) return;
    const index = toPageIndex(pageFromSearch(query.get(PAGE_PARAM)));
    const { listing, specs } = await listingOf(store, 'services', group, query);
    await settle(
      store.dispatch(
        catalogApi.endpoints.catalogList.initiate(servicePageArg(group, index, listing)),
      ),
    );
    await specs;
  },
  'product-detail': (store, { code }) => fetchItem(store, 'product', code),
  'service-detail': (store, { code }) => fetchItem(store, 'service', code),
  search: async (store, _params, query) => {
    const q = query.get('q') ?? '';
    if (!isSearchable(q)) return;
    const index = toPageIndex(pageFromSearch(query.get(PAGE_PARAM)));
    await settle(store.dispatch(searchApi.endpoints.searchCatalog.initiate(searchArg(q, index))));
  },
  compare: (store, _params, query) => fetchCompared(store, query),
  privacy: null,
  'not-found': null,
};

/** Makes, in `store`, the API calls the public page at `url` makes first (see PAGE_DATA). */
export async function fetchPageData(
  store: AppStore,
  { page, params }: { page: PublicPage; params: RouteParams },
  url: URL,
) {
  await PAGE_DATA[page]?.(store, params, url.searchParams);
}

/** An answer as a page hands it over: a search's without its results' descriptions. */
const handedOver = (endpointName: string, data: unknown) =>
  endpointName === 'searchCatalog' ? searchPageHandedOver(data as SearchHits) : data;

/** The successful answers in a store's API cache, as the client's seedApiCache takes them. */
export function cachedAnswers(store: AppStore): CachedAnswer[] {
  const queries = store.getState().api?.queries ?? {};
  return Object.values(queries).flatMap((entry) =>
    entry?.status === 'fulfilled'
      ? [
          {
            endpointName: entry.endpointName,
            arg: entry.originalArgs,
            value: handedOver(entry.endpointName, entry.data),
          },
        ]
      : [],
  );
}

/**
 * The calls a store's API cache has as answered "not found" (404), as page-misses-slice takes them:
 * a share link to a deleted item. Any other failure (the database unavailable) is left out, so the
 * client asks again.
 */
export function missingAnswers(store: AppStore): MissingAnswer[] {
  const queries = store.getState().api?.queries ?? {};
  return Object.values(queries).flatMap((entry) =>
    entry?.status === 'rejected' &&
    (entry.error as { status?: unknown } | undefined)?.status === 404
      ? [{ endpointName: entry.endpointName, arg: entry.originalArgs }]
      : [],
  );
}
