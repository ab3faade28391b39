import { shareUrl } from '@/config/catalog-kinds';
import { formatPrice } from '@/lib/format-price';
import type { QuoteLine } from '@/stores/quote-slice';

export interface QuoteContact {
  name: string;
  city: string;
}

/** 'Total estimado': the sum of the lines whose price is shown, times their quantity. */
export function estimatedTotal(lines: QuoteLine[]): number {
  return lines.reduce(
    (sum, line) => (line.price.visible ? sum + line.price.totalPrice * line.quantity : sum),
    0,
  );
}

/** True when some line's price is 'a consultar': the total leaves it out. */
export const hasHiddenPrices = (lines: QuoteLine[]) => lines.some((line) => !line.price.visible);

/** One line of the message: '2 × Invernadero túnel — Bs. 12.345,50 c/u — {share link}'. */
function messageLine(line: QuoteLine, origin: string) {
  const parts = [`${line.quantity} × ${line.name}`];
  if (line.price.visible) parts.push(`${formatPrice(line.price.totalPrice)} c/u`);
  parts.push(shareUrl(line.kind, line.code, origin));
  return `• ${parts.join(' — ')}`;
}

/**
 * The one WhatsApp message a quote list sends: a greeting, one line per item, the estimated
 * total, the visitor's name and city.
 */
export function quoteMessage(lines: QuoteLine[], contact: QuoteContact, origin: string): string {
  const total = formatPrice(estimatedTotal(lines));
  const totalNote = hasHiddenPrices(lines) ? ' (sin los precios a consultar)' : '';
  return [
    'Hola, quisiera una cotización de:',
    ...lines.map((line) => messageLine(line, origin)),
    `Total estimado: ${total}${totalNote}`,
    `Nombre: ${contact.name.trim()}`,
    `Ciudad: ${contact.city.trim()}`,
  ].join('\n');
}
