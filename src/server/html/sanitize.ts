import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_MAX } from '@/shared/schemas/catalog-item';
import {
  DESCRIPTION_ATTRIBUTES,
  DESCRIPTION_TAGS,
  LINK_ATTRIBUTES,
  LINK_SCHEMES,
} from '@/shared/description-html';

/** The description's allow-list (src/shared/description-html.ts) as sanitize-html's options. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(DESCRIPTION_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...LINK_ATTRIBUTES } }),
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
