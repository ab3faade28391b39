/**
 * A number the Bolivian way, as the prices are written (src/lib/format-price.ts): thousands
 * grouped with '.', up to two decimals after ',' ('1.234,5'). Written out by hand: some browsers
 * and jsdom lack es-BO locale data. Its own module: a listing's count ('1.234 productos') needs
 * it on every page, the specifications' formatting (./spec-values.ts) only where they show.
 */
export function formatSpecNumber(value: number): string {
  const hundredths = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = (hundredths % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return `${value < 0 && hundredths > 0 ? '-' : ''}${whole}${decimals ? `,${decimals}` : ''}`;
}
