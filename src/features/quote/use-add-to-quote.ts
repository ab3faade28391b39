import { useCallback } from 'react';
import { toaster } from '@/components/ui/toaster';
import { nextPaint } from '@/lib/next-paint';
import type { ItemKind } from '@/config/catalog-kinds';
import { trackItem } from '@/lib/events';
import { useAppDispatch, useAppStore } from '@/lib/hooks';
import { pwaState } from '@/lib/pwa/pwa-state';
import { quoteItemAdded } from '@/stores/quote-slice';
import type { Price } from '@/shared/schemas/common';

/** What a card or a detail page knows of an item it adds to the quote list. */
export interface QuotableItem {
  id: number;
  code: string;
  name: string;
  default_image: string | null;
  price_id: Price;
}

/** 'Agregar a la cotización': adds the item (or one more of it) and says so in a toast. */
export function useAddToQuote(kind: ItemKind) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (item: QuotableItem) => {
      dispatch(
        quoteItemAdded({
          kind,
          id: item.id,
          code: item.code,
          name: item.name,
          image: item.default_image,
          price: { visible: item.price_id.visible, totalPrice: item.price_id.totalPrice },
          // Offline, the price is as old as the saved data on screen.
          seenAt: pwaState.getSnapshot().dataFrom ?? Date.now(),
        }),
      );
      trackItem('quote_add', { kind, id: item.id });
      const line = store.getState().quote.lines.find((l) => l.kind === kind && l.id === item.id);
      const quantity = line?.quantity ?? 1;
      // The bar's count is the tap's answer; the toast follows in the next frame, so rendering it
      // (and, the first time, loading the toaster) does not hold that answer back.
      void nextPaint().then(() =>
        toaster.create({
          title:
            quantity > 1 ? 'Cantidad actualizada en su cotización' : 'Agregado a su cotización',
          description: quantity > 1 ? `${item.name}: ${quantity}` : item.name,
          type: 'success',
          duration: 3000,
        }),
      );
    },
    [dispatch, store, kind],
  );
}
