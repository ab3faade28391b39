/** The longest search term counted (after normalising); longer ones are cut. */
const SEARCH_TERM_MAX = 100;

/** Control characters (NUL among them: PostgreSQL refuses it in text) and lone surrogates. */
const CONTROLS = /[\p{Cc}\p{Cs}]/gu;

/**
 * A search term as counted: Unicode NFC, lower case, control characters made spaces, trimmed,
 * runs of white space made one space, at most SEARCH_TERM_MAX characters. Accents are kept ("riego" and "riégo" are two terms):
 * the owner reads what visitors typed.
 */
export function normaliseSearchTerm(query: string): string {
  const term = query
    .normalize('NFC')
    .toLowerCase()
    .replace(CONTROLS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, so an emoji at the edge is kept or left out whole, never halved.
  return [...term].slice(0, SEARCH_TERM_MAX).join('').trim();
}
