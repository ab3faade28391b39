/**
 * The HTML an item's description may carry, for the three that shape it: the server's sanitiser
 * (src/server/html/sanitize.ts), the form's preview (src/features/admin-catalog/form/editor-html.ts)
 * and the rich-text editor's extensions (rich-text-editor.tsx). Text structure, emphasis, links
 * and tables; everything else (scripts, styles, event handlers, javascript: URLs, iframes,
 * images) is removed on write. No DOM and no Node here: client and server both read it.
 */

/** The elements kept, in lower case. */
export const DESCRIPTION_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
] as const;

export type DescriptionTag = (typeof DESCRIPTION_TAGS)[number];

/** The attributes kept, by element (links always open in a new tab, without an opener). */
export const DESCRIPTION_ATTRIBUTES: Partial<Record<DescriptionTag, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** What a kept link gets, whatever it was sent with. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The schemes a link's address may have (no protocol-relative `//host` either). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * What the editor offers of the elements kept: paragraphs, two heading levels, bold, italic,
 * lists and links. The others (h4, u, s, blockquote, hr, tables) are kept when pasted in HTML or
 * imported from a spreadsheet, but the editor has no button for them.
 */
export const EDITOR_TAGS: ReadonlySet<DescriptionTag> = new Set<DescriptionTag>([
  'p',
  'br',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
]);
