import type { AppStore } from '@/app/store';
import { productListArg, servicePageArg } from '@/features/catalog';
import { pageFromSearch, toPageIndex } from '@/shared/pagination';
import { PAGE_PARAM } from '@/shared/site-routes';
import { searchApi, searchArg, isSearchable } from '@/features/search';
import { catalogApi, type Resource } from '@/lib/catalog-api';
import type { CachedAnswer } from '@/shared/page-data';
import { categoryByUrlpath, serviceTypeByUrlpath } from '@/shared/catalog';
import type { PublicPage } from '@/shared/site-routes';

/** An item and its pictures' names, the two calls a detail page makes. */
async function fetchItem(store: AppStore, resource: Resource, code: string) {
  const item = store.dispatch(catalogApi.endpoints.catalogItemByCode.initiate({ resource, code }));
  const { data } = await item;
  item.unsubscribe();
  if (!data) return;
  const names = store.dispatch(catalogApi.endpoints.imageNames.initiate({ resource, id: data.id }));
  await names;
  names.unsubscribe();
}

/**
 * Makes, in `store`, the API calls the page at `url` makes first, with the same arguments as its
 * hooks (so the client finds them in its cache): a listing's first page, an item and its pictures.
 */
export async function fetchPageData(store: AppStore, page: PublicPage, url: URL) {
  const segments = url.pathname.split('/');
  const last = decodeURIComponent(segments[segments.length - 1]);
  if (page === 'product-list' && categoryByUrlpath(last)) {
    const list = store.dispatch(
      catalogApi.endpoints.catalogInfiniteList.initiate(productListArg(last)),
    );
    await list;
    list.unsubscribe();
  } else if (page === 'service-list' && serviceTypeByUrlpath(last)) {
    const index = toPageIndex(pageFromSearch(url.searchParams.get(PAGE_PARAM)));
    const list = store.dispatch(
      catalogApi.endpoints.catalogList.initiate(servicePageArg(last, index)),
    );
    await list;
    list.unsubscribe();
  } else if (page === 'product-detail') {
    await fetchItem(store, 'products', last);
  } else if (page === 'service-detail') {
    await fetchItem(store, 'services', last);
  } else if (page === 'search') {
    const q = url.searchParams.get('q') ?? '';
    if (!isSearchable(q)) return;
    const index = toPageIndex(pageFromSearch(url.searchParams.get(PAGE_PARAM)));
    const results = store.dispatch(searchApi.endpoints.searchCatalog.initiate(searchArg(q, index)));
    await results;
    results.unsubscribe();
  }
}

/** The successful answers in a store's API cache, as the client's seedApiCache takes them. */
export function cachedAnswers(store: AppStore): CachedAnswer[] {
  const queries = store.getState().api?.queries ?? {};
  return Object.values(queries).flatMap((entry) =>
    entry?.status === 'fulfilled'
      ? [{ endpointName: entry.endpointName, arg: entry.originalArgs, value: entry.data }]
      : [],
  );
}
