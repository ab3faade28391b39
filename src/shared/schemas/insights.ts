import { Type, type Static } from 'typebox';
import { KINDS, type ItemKind } from '../catalog';

/**
 * Demand counts (issue 23): the events the public site sends and what the admin's 'Demanda'
 * screen reads. One contract for the server's route schemas and the client's types.
 */
export const EVENT_KINDS = ['view', 'quote_add', 'quote_send', 'order', 'share', 'search'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The item kinds events refer to (the API's resources). */
export const ItemKindSchema = Type.Union([
  Type.Literal(KINDS.product.kind),
  Type.Literal(KINDS.service.kind),
]);
export type { ItemKind };

/** `from`/`to` are calendar days (YYYY-MM-DD, UTC), both included. */
export const InsightsQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);
export type InsightsQuery = Static<typeof InsightsQuery>;

const Count = Type.Object({
  total: Type.Integer(),
  unique: Type.Integer(),
  previous_total: Type.Integer(),
  previous_unique: Type.Integer(),
});

const ItemRef = Type.Object({
  id: Type.Integer(),
  kind: ItemKindSchema,
  code: Type.String(),
  name: Type.String(),
});

export const InsightsSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** The period of the same length just before, for the comparison. */
  previous: Type.Object({ from: Type.String(), to: Type.String() }),
  totals: Type.Object({
    view: Count,
    quote_add: Count,
    quote_send: Count,
    order: Count,
    share: Count,
    search: Count,
  }),
  /** One entry per day of the period, oldest first, zeros included: the charts' series. */
  daily: Type.Array(
    Type.Object({
      day: Type.String(),
      view: Type.Integer(),
      quote_add: Type.Integer(),
      quote_send: Type.Integer(),
      order: Type.Integer(),
      share: Type.Integer(),
      search: Type.Integer(),
    }),
  ),
  /** Items with any event in the period, most viewed first (then most quoted), at most 100. */
  items: Type.Array(
    Type.Object({
      ...ItemRef.properties,
      /** The item's category (products) or service type (services). */
      group: Type.Object({ id: Type.Integer(), name: Type.String(), urlpath: Type.String() }),
      views: Type.Integer(),
      quotes: Type.Integer(),
      orders: Type.Integer(),
      shares: Type.Integer(),
    }),
  ),
  /** Items sent together in one quote, most frequent first, at most 20. */
  pairs: Type.Array(Type.Object({ a: ItemRef, b: ItemRef, count: Type.Integer() })),
  /** Search terms, most frequent first, at most 50. */
  searches: Type.Array(
    Type.Object({ term: Type.String(), count: Type.Integer(), no_results: Type.Integer() }),
  ),
  /** Terms that found nothing, most frequent first, at most 50. */
  searches_without_results: Type.Array(Type.Object({ term: Type.String(), count: Type.Integer() })),
});
export type Insights = Static<typeof InsightsSchema>;
