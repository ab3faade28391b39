import type { Price } from '@/shared/schemas/common';

/** Currency label of every price on the site (SPEC.md §9). */
const CURRENCY_LABEL = 'Bs.';

/**
 * A price the Bolivian way: thousands grouped with '.', decimals after ',', always two decimals,
 * e.g. 12345.5 → 'Bs. 12.345,50'. Written out by hand because jsdom and some browsers lack es-BO
 * locale data and would fall back to another format.
 */
export function formatPrice(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toString();
  const decimals = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${CURRENCY_LABEL} ${sign}${grouped},${decimals}`;
}

/** The price shown for an item: its formatted amount when it is visible, otherwise nothing. */
export function visiblePrice(price: Price | null | undefined): string | null {
  return price?.visible ? formatPrice(price.totalPrice) : null;
}
