/** The longest search term counted (after normalising); longer ones are cut. */
const SEARCH_TERM_MAX = 100;

/**
 * A search term as counted: Unicode NFC, lower case, trimmed, runs of white space made one
 * space, at most SEARCH_TERM_MAX characters. Accents are kept ("riego" and "riégo" are two terms):
 * the owner reads what visitors typed.
 */
export function normaliseSearchTerm(query: string): string {
  return query
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TERM_MAX)
    .trim();
}
