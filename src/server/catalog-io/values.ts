/** Cell values of the catalogue spreadsheet: numbers, yes/no, and formula neutralising. */
import { PRICE_MAX } from '@/shared/schemas/catalog-item';
import type { Spec } from '@/shared/schemas/specs';

/** A cell a spreadsheet would run as a formula (or a control character some read as one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Export: a text cell that starts like a formula gets a leading apostrophe, as Excel shows text. */
export const neutralise = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** Import: the apostrophe added on export is taken away again, so a round trip changes nothing. */
export const unneutralise = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/**
 * A price as staff type it: `1234.50`, `1.234,50`, `1234,50`, `1,234.50`, `1.500`, `Bs. 4220`.
 * With both separators the last is the decimal one; one kind repeated is a thousands separator;
 * a single one is a thousands separator when three digits follow it and one to three digits
 * (not starting with 0) come before it (`1.500` and `12,000` as Bolivians write them: a price in
 * bolivianos never has three decimals), and the decimal separator otherwise (`1500.5`,
 * `0.500`, `1234,567`). Returns the value, or null when it is not a number ≥ 0.
 */
export function parsePrice(raw: string): number | null {
  let text = raw.replace(/bs\.?/i, '').replace(/[\s\u00a0]/g, '');
  if (!text) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    text = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const parts = text.split(lastComma >= 0 ? ',' : '.');
    const thousands =
      parts.length > 2 || (/^[1-9]\d{0,2}$/.test(parts[0]) && /^\d{3}$/.test(parts[1]));
    text = parts.join(thousands ? '' : '.');
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A price cell in cents, or null when it is refused (see priceError). */
export function parsePriceCents(raw: string): number | null {
  const value = parsePrice(raw);
  return value === null || value > PRICE_MAX ? null : Math.round(value * 100);
}

/** Why parsePriceCents refused `raw`, in the words of the product form. */
export function priceError(raw: string): string {
  const text = raw.trim();
  if (/^(bs\.?)?\s*-/i.test(text) && parsePrice(text.replace('-', '')) !== null)
    return `El precio «${text}» no puede ser negativo.`;
  if ((parsePrice(text) ?? 0) > PRICE_MAX)
    return `El precio «${text}» es demasiado alto (máximo 10.000.000.000).`;
  return `El precio «${text}» no es un número válido (ej.: 1234.50, 1.234,50 o 1.500).`;
}

/** A number's shortest text that reads back as it, without an exponent (`1e-7` → `0.0000001`). */
function plainNumber(value: number): string {
  const text = String(value);
  const exp = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) return text;
  const [, sign, int, fraction = '', power] = exp;
  const digits = int + fraction;
  const shift = Number(power);
  return shift < 0
    ? `${sign}0.${'0'.repeat(-shift - 1)}${digits}`
    : `${sign}${digits.padEnd(shift + 1, '0')}`;
}

/**
 * A number as text that reads back as that very number (parsePrice): a `.` decimal point, no
 * exponent, and never exactly three decimals after one to three digits, which typed text means
 * as thousands (`1.500`): the number 1.125 is written `1.1250`.
 */
export function numberText(value: number): string {
  const text = plainNumber(value);
  return /^-?[1-9]\d{0,2}\.\d{3}$/.test(text) ? `${text}0` : text;
}

/** A specification value as the export writes it: '' for none, `si`/`no`, numbers as numberText. */
export function specText(
  value: number | string | boolean | undefined,
  decimal: '.' | ',' = '.',
): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return numberText(value).replace('.', decimal);
  return value;
}

/**
 * A specification cell as a value for a spec of `type`, for the item rules to check: a number
 * read as prices are (a negative one kept, for the range rule), yes/no as a boolean; a cell that
 * is neither stays text, which the rules refuse as the wrong type.
 */
export function specValue(type: Spec['type'], raw: string): number | string | boolean {
  if (type === 'number') {
    const value = parsePrice(raw);
    if (value !== null) return value;
    const negative = /^-/.test(raw) ? parsePrice(raw.slice(1)) : null;
    return negative !== null ? -negative : raw;
  }
  if (type === 'boolean') return parseYesNo(raw) ?? raw;
  return raw;
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A description cell typed as plain text over several lines (Alt+Enter in Excel): its paragraphs
 * (split by blank lines) as `<p>`, its other line breaks as `<br>`, so the page shows them as
 * typed. A cell with HTML tags (what the export writes) or on one line is kept as it is.
 */
export function descriptionHtml(raw: string): string {
  if (hasTag(raw) || !/[\r\n]/.test(raw.trim())) return raw;
  return raw
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => escapeHtml(trimSpaces(line)))
          .join('<br>')}</p>`,
    )
    .join('');
}

/** An opening or closing tag's start: `<` (and `/`) before a letter. */
const TAG_START = /<\/?[a-z]/i;

/**
 * Whether `text` has something like an HTML tag: `<` or `</` before a letter, and a `>` after
 * it. The same answer as /<\/?[a-z][^>]*>/i in linear time: that regex, tried from each `<a` of
 * a cell of `<a<a<a…` without a `>`, scans to the cell's end each time (320 000 characters took
 * 56 s). The first tag start is the one to look from: if no `>` follows it, none follows a later one.
 */
export function hasTag(text: string): boolean {
  const start = TAG_START.exec(text);
  return start !== null && text.indexOf('>', start.index + start[0].length) !== -1;
}

/** A line without its leading and trailing spaces and tabs (a loop: /[ \t]+$/ is quadratic). */
export function trimSpaces(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && (line[start] === ' ' || line[start] === '\t')) start++;
  while (end > start && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  return line.slice(start, end);
}
