import { useMemo } from 'react';
import { catalogApi } from '@/lib/catalog-api';
import { KINDS } from '@/shared/catalog';
import type { Product, Service } from '@/shared/schemas/catalog-item';

/** The cache key of a category's growing list (the server's prerender asks with the same). */
export const productListArg = (category: string) =>
  ({ resource: 'products', group: category, size: KINDS.product.pageSize }) as const;

/** The cache key of one page of a service type (the server's prerender asks with the same). */
export const servicePageArg = (type: string, pageIndex: number) =>
  ({ resource: 'services', group: type, page: pageIndex, size: KINDS.service.pageSize }) as const;

/** Products of a category as one growing list, KINDS.product.pageSize at a time (SPEC.md §4). */
export function useProductsByCategory(category: string) {
  const result = catalogApi.useCatalogInfiniteListInfiniteQuery(productListArg(category));
  // currentData, not data: after a category change the previous category's cards must not linger.
  const products = useMemo(
    () => (result.currentData?.pages.flatMap((page) => page.content) ?? []) as Product[],
    [result.currentData],
  );
  return { ...result, products };
}

/** One zero-based page of a service type, KINDS.service.pageSize a page (SPEC.md §4). */
export function useServicesPage(type: string, pageIndex: number) {
  const result = catalogApi.useCatalogListQuery(servicePageArg(type, pageIndex));
  return {
    ...result,
    services: result.currentData?.content as Service[] | undefined,
    totalPages: result.currentData?.totalPages ?? result.data?.totalPages,
  };
}
