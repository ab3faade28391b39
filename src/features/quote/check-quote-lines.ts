import { CATALOG_KINDS } from '@/config/catalog-kinds';
import type { AppDispatch } from '@/lib/hooks';
import { catalogApi, itemByCodeAddress } from '@/lib/catalog-api';
import { savedAnswerFetchedAt } from '@/lib/pwa/pwa-state';
import type { QuoteItem, QuoteKey, QuoteLine } from '@/stores/quote-slice';

export interface QuoteCheck {
  /** The items as published now. */
  current: QuoteItem[];
  /** Deleted or unpublished since they were added (the public lookup answers 404). */
  gone: Array<QuoteKey & { name: string }>;
}

/**
 * Looks every line up by its public code, as a share link does. An item no longer published (or
 * whose code now names another item) is gone; one that could not be checked (no connection) is
 * kept as it was.
 */
export async function checkQuoteLines(
  dispatch: AppDispatch,
  lines: QuoteLine[],
): Promise<QuoteCheck> {
  const answers = await Promise.all(
    lines.map(async (line) => {
      const resource = CATALOG_KINDS[line.kind].resource;
      const request = dispatch(
        catalogApi.endpoints.catalogItemByCode.initiate(
          { resource, code: line.code, fresh: true },
          { subscribe: false, forceRefetch: true },
        ),
      );
      const answer = await request;
      // A saved answer (offline) is as old as when it was fetched.
      const seenAt = savedAnswerFetchedAt(itemByCodeAddress(resource, line.code)) ?? Date.now();
      return { line, answer, seenAt };
    }),
  );
  const check: QuoteCheck = { current: [], gone: [] };
  for (const { line, answer, seenAt } of answers) {
    const status = (answer.error as { status?: unknown } | undefined)?.status;
    const item = answer.data;
    if (status === 404 || (item && item.id !== line.id)) {
      check.gone.push({ kind: line.kind, id: line.id, name: line.name });
    } else if (item) {
      check.current.push({
        kind: line.kind,
        id: item.id,
        code: item.code,
        name: item.name,
        image: item.default_image,
        price: { visible: item.price_id.visible, totalPrice: item.price_id.totalPrice },
        seenAt,
      });
    }
  }
  return check;
}
