import { skipToken } from '@reduxjs/toolkit/query';
import { catalogApi } from '../../lib/catalog-api';
import { SERVICE_PAGE_SIZE } from '../../shared/catalog';
import type { Service } from '../../shared/schemas/catalog-item';

/** The cache key of one page of a service type (the server's prerender asks with the same). */
export const servicePageArg = (type: string, pageIndex: number) =>
  ({ resource: 'services', group: type, page: pageIndex, size: SERVICE_PAGE_SIZE }) as const;

/** One zero-based page of a service type, SERVICE_PAGE_SIZE a page (SPEC.md §4). */
export function useServicesPage(type: string, pageIndex: number) {
  const result = catalogApi.useCatalogListQuery(servicePageArg(type, pageIndex));
  return {
    ...result,
    services: result.currentData?.content as Service[] | undefined,
    totalPages: result.currentData?.totalPages ?? result.data?.totalPages,
  };
}

/** A service by its code: what a share link opens. */
export function useServiceByCode(code: string | undefined) {
  const result = catalogApi.useCatalogItemByCodeQuery(
    code ? { resource: 'services', code } : skipToken,
  );
  return { ...result, service: result.currentData as Service | undefined };
}
