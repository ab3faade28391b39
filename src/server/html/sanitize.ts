import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_MAX } from '@/shared/schemas/catalog-item';

/**
 * The HTML a description may carry: text structure, emphasis, links and tables. Everything else
 * (scripts, styles, event handlers, javascript: URLs, iframes, images) is removed on write.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/**
 * The refusal of a description that fits the limit as sent but not as stored (each link gains
 * `target` and `rel`): what is stored must fit, so that a body read from the API can be sent back
 * as it is. Null when it fits.
 */
export const storedDescriptionTooLong = (stored: string): string | null =>
  stored.length > DESCRIPTION_MAX
    ? `La descripción supera ${DESCRIPTION_MAX} caracteres una vez guardada (cada enlace suma sus atributos). Acórtela.`
    : null;
