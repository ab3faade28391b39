import sanitizeHtml from 'sanitize-html';
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
