import { whatsappUrl } from '../../config/company';
import { visiblePrice } from '../../lib/format-price';

export type ItemKind = 'product' | 'service';

export interface OrderableItem {
  name: string;
  price_id: { visible: boolean; totalPrice: number };
}

/**
 * The prefilled WhatsApp text of an order or a service request: the item, its price when it is
 * visible, and its share link so staff see exactly what was asked for.
 */
export function orderMessage(kind: ItemKind, item: OrderableItem, link: string): string {
  const price = visiblePrice(item.price_id);
  const named = price ? `${item.name} (${price})` : item.name;
  return kind === 'product'
    ? `Hola, quisiera realizar un pedido de: ${named}. ${link}`
    : `Hola, quisiera solicitar el servicio: ${named}. ${link}`;
}

/** The wa.me address that opens the company chat with the order text. */
export const orderUrl = (kind: ItemKind, item: OrderableItem, link: string) =>
  whatsappUrl(orderMessage(kind, item, link));
