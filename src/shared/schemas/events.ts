import { Type, type Static } from 'typebox';
import { ID_MAX } from './common';
import { ItemKindSchema, type EventKind } from './insights';

/** At most this many events in one body (an offline queue is sent in pieces). */
const EVENTS_PER_BODY = 20;
/** Bodies larger than this are refused (a full quote of 50 items fits easily). */
export const EVENTS_BODY_MAX_BYTES = 8 * 1024;

const ItemRef = Type.Object(
  { kind: ItemKindSchema, id: Type.Integer({ minimum: 1, maximum: ID_MAX }) },
  { additionalProperties: false },
);

const DemandEventSchema = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('view'),
      Type.Literal('quote_add'),
      Type.Literal('quote_send'),
      Type.Literal('order'),
      Type.Literal('share'),
      Type.Literal('search'),
    ]),
    /** view, quote_add, order, share: the item. */
    item: Type.Optional(ItemRef),
    /** quote_send: the quote's items and quantities. */
    items: Type.Optional(
      Type.Array(
        Type.Object(
          {
            kind: ItemKindSchema,
            id: Type.Integer({ minimum: 1, maximum: ID_MAX }),
            quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 50 },
      ),
    ),
    /** search: the query (normalised again by the server) and how many results it found. */
    query: Type.Optional(Type.String({ maxLength: 200 })),
    results: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type DemandEvent = Static<typeof DemandEventSchema>;

export const EventsBodySchema = Type.Object(
  { events: Type.Array(DemandEventSchema, { minItems: 1, maxItems: EVENTS_PER_BODY }) },
  { additionalProperties: false },
);
export type EventsBody = Static<typeof EventsBodySchema>;

// The kinds above are EVENT_KINDS, no more and no fewer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameKinds: Same<DemandEvent['kind'], EventKind> = true;
void sameKinds;
