import { KINDS, type ItemKind } from '@/shared/catalog';
import { whatsappUrl } from '@/config/company';
import { visiblePrice } from '@/lib/format-price';
import type { Price } from '@/shared/schemas/common';

export type { ItemKind };

export interface OrderableItem {
  name: string;
  price_id: Price;
}

/**
 * The prefilled WhatsApp text of an order or a service request: the item, its price when it is
 * visible, and its share link so staff see exactly what was asked for.
 */
export function orderMessage(kind: ItemKind, item: OrderableItem, link: string): string {
  const price = visiblePrice(item.price_id);
  const named = price ? `${item.name} (${price})` : item.name;
  return `${KINDS[kind].orderText(named)} ${link}`;
}

/** The wa.me address that opens the company chat with the order text. */
export const orderUrl = (kind: ItemKind, item: OrderableItem, link: string) =>
  whatsappUrl(orderMessage(kind, item, link));
