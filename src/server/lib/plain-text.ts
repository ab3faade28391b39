const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  Uuml: 'Ü',
  iexcl: '¡',
  iquest: '¿',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  middot: '·',
};

/** The text a reader sees in a stored (sanitised) HTML description: no tags, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? whole;
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text cut to `max` characters at most, with an ellipsis when cut. */
export function excerpt(html: string, max: number): string {
  const text = htmlToText(html);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Control characters (NUL, escapes…; not the tab and line breaks a spreadsheet's cell may hold)
 * and the bidirectional overrides that reorder a text. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const UNUSABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** Half of a UTF-16 pair without its other half (no character at all). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Characters that show nothing: a name of these alone is no name. */
const INVISIBLE = /[\s\u00ad\u200b-\u200f\u2060\ufeff]/gu;

/** Why a name cannot be stored: invisible only, or unusable characters (see nameRule). */
export type NameRule = 'invisible' | 'unusable';

/**
 * Why a name (already trimmed) cannot be stored, or null: empty or invisible only, or holding
 * characters no catalogue name has (control characters, direction overrides, broken UTF-16),
 * which SQLite would keep and PostgreSQL refuse.
 */
export function nameRule(name: string): NameRule | null {
  if (!name.replace(INVISIBLE, '')) return 'invisible';
  if (UNUSABLE.test(name) || LONE_SURROGATE.test(name)) return 'unusable';
  return null;
}
