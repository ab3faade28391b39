import { Type, type Static } from 'typebox';

/**
 * Catalogue feeds for Meta (WhatsApp Business) and Google Merchant Center (issue 22): the
 * public addresses and the admin's list of published products the feeds leave out, and why.
 */
export const FEED_PATHS = { meta: '/feeds/meta.csv', google: '/feeds/google.xml' } as const;

/** Plain-text characters a description needs for the feeds. */
export const FEED_MIN_DESCRIPTION = 30;

export const FEED_REASONS = {
  noPicture: 'Sin foto',
  priceHidden: 'Precio oculto',
  shortDescription: `Descripción de menos de ${FEED_MIN_DESCRIPTION} caracteres`,
} as const;

const FeedIssue = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  reasons: Type.Array(Type.String(), { minItems: 1 }),
});
export type FeedIssue = Static<typeof FeedIssue>;

export const FeedIssuesResponse = Type.Object({
  /** Published products that go into both feeds. */
  total_in_feeds: Type.Integer(),
  /** Published products left out, by code. */
  items: Type.Array(FeedIssue),
});
export type FeedIssuesResponse = Static<typeof FeedIssuesResponse>;
