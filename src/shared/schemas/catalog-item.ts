import { Type, type Static } from 'typebox';
import { CatalogRefSchema, CODE_PATTERN, FINITE, ID_MAX, PriceSchema } from './common';
import { ItemSpecsInputSchema, ItemSpecsSchema } from './specs';

/**
 * Products and services share one shape; only the name of the grouping reference differs
 * (`category_id` on products, `type_id` on services), as SPEC.md §3 names them.
 */
const itemFields = {
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  default_image: Type.Union([Type.String(), Type.Null()]),
  price_id: PriceSchema,
  published: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  /**
   * Ids of the items of the other kind an admin linked to this one (services of a product,
   * products of a service), in order; on reads of one item, not in listings.
   */
  related_ids: Type.Optional(Type.Array(Type.Integer())),
  /** The item's values of its group's specifications, by key (see ./specs.ts). */
  specs: ItemSpecsSchema,
};

export const ProductSchema = Type.Object({ ...itemFields, category_id: CatalogRefSchema });
export type Product = Static<typeof ProductSchema>;

export const ServiceSchema = Type.Object({ ...itemFields, type_id: CatalogRefSchema });
export type Service = Static<typeof ServiceSchema>;

/** A product or a service as the API returns it. */
export type CatalogItem = Product | Service;

/**
 * An item as a card holds it. A prerendered results page hands its results over without their
 * descriptions, which no card shows (`searchPageHandedOver`, docs/decisions.md, "The
 * HTML within the first round trip"): what a card hands on (the item's page, its photos) may lack
 * one until the item's own call brings it.
 */
export type CardItem = WithoutDescription<CatalogItem>;

/** `T` (each member of a union) with its description made optional. */
export type WithoutDescription<T> = T extends unknown
  ? Omit<T, 'description'> & { description?: string }
  : never;

export const NAME_MAX = 200;
export const CODE_MAX = 80;
export const RELATED_CHOICES_MAX = 12;
export const DESCRIPTION_MAX = 20000;
/** The highest price (`totalPrice`, in bolivianos) an item takes. */
export const PRICE_MAX = 1e10;

/** A reference is sent as its id or as the object read from the API. */
const Ref = Type.Union([
  Type.Integer({ minimum: 1, maximum: ID_MAX, ...FINITE }),
  Type.Object(
    {
      id: Type.Integer({ minimum: 1, maximum: ID_MAX, ...FINITE }),
      name: Type.Optional(Type.String()),
      urlpath: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
]);

const writeFields = {
  name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  code: Type.Optional(
    Type.Union([
      Type.String({ maxLength: CODE_MAX, pattern: CODE_PATTERN }),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
  description: Type.String({ maxLength: DESCRIPTION_MAX }),
  price_id: Type.Object(
    {
      visible: Type.Boolean(),
      totalPrice: Type.Number({ minimum: 0, maximum: PRICE_MAX, ...FINITE }),
    },
    { additionalProperties: false },
  ),
  published: Type.Optional(Type.Boolean()),
  default_image: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  /** Left out: the links stay as they are; `[]`: none (the page shows the defaults). */
  related_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: ID_MAX, ...FINITE }), {
      maxItems: RELATED_CHOICES_MAX,
    }),
  ),
  /** Left out: the values stay as they are; given: they replace them (a key left out: no value). */
  specs: Type.Optional(ItemSpecsInputSchema),
  // Read-only fields: accepted so a body read from the API can be sent back, and ignored.
  id: Type.Optional(Type.Unknown()),
  created_at: Type.Optional(Type.Unknown()),
  updated_at: Type.Optional(Type.Unknown()),
};

export const ProductInputSchema = Type.Object(
  { ...writeFields, category_id: Ref },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInputSchema>;

export const ServiceInputSchema = Type.Object(
  { ...writeFields, type_id: Ref },
  { additionalProperties: false },
);
export type ServiceInput = Static<typeof ServiceInputSchema>;

export const ImageOrderSchema = Type.Object(
  { public_names: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 }) },
  { additionalProperties: false },
);
