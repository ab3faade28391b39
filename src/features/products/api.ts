import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { catalogApi } from '../../lib/catalog-api';
import { PRODUCT_PAGE_SIZE } from '../../shared/catalog';
import type { Product } from '../../shared/schemas/catalog-item';

/** The cache key of a category's growing list (the server's prerender asks with the same). */
export const productListArg = (category: string) =>
  ({ resource: 'products', group: category, size: PRODUCT_PAGE_SIZE }) as const;

/** Products of a category as one growing list, PRODUCT_PAGE_SIZE at a time (SPEC.md §4). */
export function useProductsByCategory(category: string) {
  const result = catalogApi.useCatalogInfiniteListInfiniteQuery(productListArg(category));
  // currentData, not data: after a category change the previous category's cards must not linger.
  const products = useMemo(
    () => (result.currentData?.pages.flatMap((page) => page.content) ?? []) as Product[],
    [result.currentData],
  );
  return { ...result, products };
}

/** A product by its code: what a share link opens. */
export function useProductByCode(code: string | undefined) {
  const result = catalogApi.useCatalogItemByCodeQuery(
    code ? { resource: 'products', code } : skipToken,
  );
  return { ...result, product: result.currentData as Product | undefined };
}
