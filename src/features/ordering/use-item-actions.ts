import { useCallback } from 'react';
import { shareUrl } from '@/config/catalog-kinds';
import { toaster } from '@/components/ui/toaster';
import { trackItem } from '@/lib/events';
import { openInNewTab, shareLink } from '@/lib/share';
import { orderUrl, type ItemKind, type OrderableItem } from './order-message';

export interface ActionableItem extends OrderableItem {
  id: number;
  code: string;
}

/** Ordering through WhatsApp and sharing an item's link, for cards and detail pages alike. */
export function useItemActions(kind: ItemKind) {
  const order = useCallback(
    (item: ActionableItem) => {
      openInNewTab(orderUrl(kind, item, shareUrl(kind, item.code)));
      trackItem('order', { kind, id: item.id });
    },
    [kind],
  );

  const share = useCallback(
    async (item: ActionableItem) => {
      const outcome = await shareLink(shareUrl(kind, item.code), item.name);
      if (outcome !== 'failed') trackItem('share', { kind, id: item.id });
      if (outcome === 'copied')
        toaster.create({ title: 'Link copiado', type: 'success', duration: 3000 });
      if (outcome === 'failed') {
        toaster.create({
          title: 'No se pudo copiar el link',
          description: shareUrl(kind, item.code),
          type: 'error',
        });
      }
    },
    [kind],
  );

  return { order, share };
}
