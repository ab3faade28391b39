import { skipToken } from '@reduxjs/toolkit/query';
import type { CatalogKind } from '@/config/catalog-kinds';
import { catalogApi, type CatalogItem } from '@/lib/catalog-api';

/** An item of a kind by its code (what a share link opens), and its pictures' names. */
export function useItemByCode(kind: CatalogKind, code: string, knownId?: number) {
  const { resource } = kind;
  const result = catalogApi.useCatalogItemByCodeQuery({ resource, code });
  const item: CatalogItem | undefined = result.currentData;
  const id = item?.id ?? knownId;
  const names = catalogApi.useImageNamesQuery(id ? { resource, id } : skipToken);
  return { ...result, item, names };
}
