import { skipToken } from '@reduxjs/toolkit/query';
import type { CatalogKind } from '@/config/catalog-kinds';
import { catalogApi, type CatalogItem } from '@/lib/catalog-api';
import { useAppSelector } from '@/lib/hooks';
import { useGroupSpecsQuery } from '@/lib/specs-api';
import { selectIsPageMiss } from '@/stores/page-misses-slice';

/**
 * One compared item by its code: the same call as its page (and as 'Guardar sin conexión' keeps
 * on the phone), so a comparison of saved items opens without a network. A code the server
 * answered "not found" for with the page is not asked for again.
 */
function useComparedItem(kind: CatalogKind, code: string | undefined) {
  const arg = code === undefined ? undefined : { resource: kind.resource, code };
  const missing = useAppSelector(
    (state) => !!arg && selectIsPageMiss(state, { endpointName: 'catalogItemByCode', arg }),
  );
  const result = catalogApi.useCatalogItemByCodeQuery(arg && !missing ? arg : skipToken);
  const notFound =
    missing || (result.isError && (result.error as { status?: unknown }).status === 404);
  return {
    item: notFound ? undefined : result.currentData,
    pending: !!arg && !missing && result.isLoading,
    error: notFound ? undefined : result.error,
    refetch: arg && !missing ? result.refetch : () => undefined,
  };
}

export interface ComparedItems {
  /** The items found, in the address's order, all of the first one's group. */
  items: CatalogItem[];
  /** The group's specifications (undefined while they load, or without them). */
  specs: ReturnType<typeof useGroupSpecsQuery>['currentData'];
  /** Some call has not answered yet. */
  pending: boolean;
  /** A failure other than "not found" (no signal), of an item or of the specifications. */
  error: unknown;
  retry: () => void;
}

/**
 * The items of a comparison's address (up to four codes), read by code: an unknown code is left
 * out, as is an item of another group than the first one found.
 */
export function useComparedItems(kind: CatalogKind, codes: readonly string[]): ComparedItems {
  // Four calls, always in the same order (a hook per slot).
  const slots = [
    useComparedItem(kind, codes[0]),
    useComparedItem(kind, codes[1]),
    useComparedItem(kind, codes[2]),
    useComparedItem(kind, codes[3]),
  ];
  const found = slots.flatMap((slot) => (slot.item ? [slot.item] : []));
  const group = found[0] && kind.groupOf(found[0]);
  const items = found.filter((item) => kind.groupOf(item).id === group?.id);
  const specs = useGroupSpecsQuery(
    group ? { resource: kind.resource, group: group.id } : skipToken,
  );
  const failed = slots.find((slot) => slot.error !== undefined);
  return {
    items,
    specs: specs.currentData,
    pending: slots.some((slot) => slot.pending) || specs.isLoading,
    error: failed?.error ?? specs.error,
    retry: () => {
      for (const slot of slots) if (slot.error !== undefined) void slot.refetch();
      if (specs.isError) void specs.refetch();
    },
  };
}
