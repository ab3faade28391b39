import { useMemo } from 'react';
import type { AppDispatch } from '@/lib/hooks';
import { catalogApi, type Resource } from '@/lib/catalog-api';
import { groupSpecsArg, useGroupSpecsQuery, type Spec } from '@/lib/specs-api';
import { highlightedSpecs } from '@/shared/spec-values';
import { KINDS } from '@/shared/catalog';
import type { Product, Service } from '@/shared/schemas/catalog-item';

/** A listing's sort and filters in a cache key: left out for the default, whose key is unchanged. */
const withListing = (listing: string) => (listing ? { listing } : {});

/**
 * The cache key of a category's growing list, sorted and filtered as `listing` says (the API's
 * query, `listingApiQuery`); the server's prerender asks with the same.
 */
export const productListArg = (category: string, listing = '') =>
  ({
    resource: 'products',
    group: category,
    size: KINDS.product.pageSize,
    ...withListing(listing),
  }) as const;

/** The cache key of one page of a service type (the server's prerender asks with the same). */
export const servicePageArg = (type: string, pageIndex: number, listing = '') =>
  ({
    resource: 'services',
    group: type,
    page: pageIndex,
    size: KINDS.service.pageSize,
    ...withListing(listing),
  }) as const;

/**
 * Asks at once for what a listing sorted and filtered as `listing` shows first: its first page
 * and, when its filters are on screen, their counts. A change calls it with the tap, so the
 * calls are on their way while the page renders the change (the hooks then find them running).
 */
export function prefetchListing(
  resource: Resource,
  group: string,
  listing: string,
  facets: string | null,
) {
  return (dispatch: AppDispatch) => {
    // Not subscribed: the listing's hook subscribes as it renders, and finds the call running.
    if (resource === 'products')
      void dispatch(
        catalogApi.endpoints.catalogInfiniteList.initiate(productListArg(group, listing), {
          subscribe: false,
        }),
      );
    else dispatch(catalogApi.util.prefetch('catalogList', servicePageArg(group, 0, listing), {}));
    if (facets !== null)
      dispatch(catalogApi.util.prefetch('catalogFacets', { resource, group, filters: facets }, {}));
  };
}

/**
 * Products of a category as one growing list, KINDS.product.pageSize at a time (SPEC.md §4);
 * `skip` while the address's filters cannot be read yet (the group's specs are on their way).
 */
export function useProductsByCategory(category: string, listing = '', skip = false) {
  const result = catalogApi.useCatalogInfiniteListInfiniteQuery(productListArg(category, listing), {
    skip,
  });
  // currentData, not data: after a category change the previous category's cards must not linger.
  const products = useMemo(
    () => (result.currentData?.pages.flatMap((page) => page.content) ?? []) as Product[],
    [result.currentData],
  );
  return { ...result, products };
}

/** One zero-based page of a service type, KINDS.service.pageSize a page (SPEC.md §4). */
export function useServicesPage(type: string, pageIndex: number, listing = '', skip = false) {
  const result = catalogApi.useCatalogListQuery(servicePageArg(type, pageIndex, listing), { skip });
  return {
    ...result,
    services: result.currentData?.content as Service[] | undefined,
    totalPages: result.currentData?.totalPages ?? result.data?.totalPages,
  };
}

/**
 * The specifications a group's cards show ('Área: 480 m²'), from the group's list: the same
 * cached answer as its items' pages (the server's prerender asks for it beside the list, so a
 * prerendered listing's cards have them at once). While it is on its way, or cannot come, an
 * empty list: the cards keep the room for them, so they do not grow when it comes. Undefined
 * for a group that highlights none.
 */
export function useCardSpecs(resource: Resource, group: string): readonly Spec[] | undefined {
  const { currentData } = useGroupSpecsQuery(groupSpecsArg(resource, group));
  return useMemo(() => {
    if (!currentData) return NONE_YET;
    const shown = highlightedSpecs(currentData.specs);
    return shown.length ? shown : undefined;
  }, [currentData]);
}

/** One empty list for every listing: a card's props stay the same until the specs come. */
const NONE_YET: readonly Spec[] = [];
