/** Cell values of the catalogue spreadsheet: numbers, yes/no, and formula neutralising. */

/** A cell a spreadsheet would run as a formula (or a control character some read as one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Export: a text cell that starts like a formula gets a leading apostrophe, as Excel shows text. */
export const neutralise = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** Import: the apostrophe added on export is taken away again, so a round trip changes nothing. */
export const unneutralise = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/**
 * A price as staff type it: `1234.50`, `1.234,50`, `1234,50`, `1,234.50`, `Bs. 4220`. With both
 * separators the last is the decimal one; one kind repeated is a thousands separator; a single
 * one is the decimal separator. Returns cents, or null when it is not a number ≥ 0.
 */
export function parsePriceCents(raw: string): number | null {
  let text = raw.replace(/bs\.?/i, '').replace(/[\s\u00a0]/g, '');
  if (!text) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    text = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    text = text.split(',').length > 2 ? text.split(',').join('') : text.replace(',', '.');
  } else if (lastDot >= 0 && text.split('.').length > 2) {
    text = text.split('.').join('');
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value > 1e10) return null;
  return Math.round(value * 100);
}

/** Cents as the export writes them: `4220.00`, or `4220,00` in the CSV for Excel in Spanish. */
export const formatCents = (cents: number, decimal: '.' | ',' = '.'): string =>
  (cents / 100).toFixed(2).replace('.', decimal);

const YES = new Set(['si', 's', 'yes', 'y', 'true', 'verdadero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

/** `si`/`no` (also sí, true/false, 1/0, VERDADERO/FALSO); null when it is neither. */
export function parseYesNo(raw: string): boolean | null {
  const text = raw.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

export const yesNo = (value: boolean): string => (value ? 'si' : 'no');

/** A `|`-separated list cell. */
export const splitList = (raw: string): string[] =>
  raw
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
