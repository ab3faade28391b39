import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { CatalogKind } from '@/config/catalog-kinds';
import { catalogApi, type CatalogItem } from '@/lib/catalog-api';
import { useAppSelector } from '@/lib/hooks';
import { selectIsPageMiss } from '@/stores/page-misses-slice';

/**
 * An item of a kind by its code (what a share link opens), and its pictures' names. `missing` is
 * set when the server already answered "not found" for it with the page (a deleted item's share
 * link): the item is not asked for again.
 */
export function useItemByCode(kind: CatalogKind, code: string, knownId?: number) {
  const { resource } = kind;
  const arg = { resource, code };
  const missing = useAppSelector((state) =>
    selectIsPageMiss(state, { endpointName: 'catalogItemByCode', arg }),
  );
  const result = catalogApi.useCatalogItemByCodeQuery(missing ? skipToken : arg);
  const item: CatalogItem | undefined = result.currentData;
  const id = item?.id ?? knownId;
  const names = catalogApi.useImageNamesQuery(id && !missing ? { resource, id } : skipToken);
  return { ...result, item, names, missing };
}

/**
 * True once the item at `code` is known to exist (its answer is in the API cache): what comes
 * under it (the related items) waits for it, and never comes for a deleted item. Reads the cache
 * only, without asking for the item.
 */
export function useItemFound(kind: CatalogKind, code: string) {
  const { resource } = kind;
  const selectItem = useMemo(
    () => catalogApi.endpoints.catalogItemByCode.select({ resource, code }),
    [resource, code],
  );
  return useAppSelector((state) => selectItem(state).data !== undefined);
}
