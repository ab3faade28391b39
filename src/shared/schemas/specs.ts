import { Type, type Static } from 'typebox';

/**
 * The specifications ('Especificaciones') of a category or service type: the facts an item of
 * that group may carry (its area, its power, its cover), in the group's order.
 */
const SpecTypeSchema = Type.Union([
  Type.Literal('number'),
  Type.Literal('text'),
  Type.Literal('choice'),
  Type.Literal('boolean'),
]);

/** A key is a slug: a lowercase letter, then lowercase letters, digits and underscores. */
export const SPEC_KEY_PATTERN = '^[a-z][a-z0-9_]{0,39}$';
export const SPECS_MAX = 30;
export const SPEC_CHOICES_MAX = 50;
export const SPEC_HIGHLIGHTS_MAX = 2;
export const SPEC_LABEL_MAX = 60;
export const SPEC_UNIT_MAX = 20;
export const SPEC_CHOICE_MAX = 60;
/** The longest text value an item holds for a specification. */
export const SPEC_TEXT_MAX = 200;
/** An item's number values lie within 0…SPEC_NUMBER_MAX. */
export const SPEC_NUMBER_MAX = 1e9;

const SpecSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  unit: Type.Union([Type.String(), Type.Null()]),
  type: SpecTypeSchema,
  /** The allowed values of a `choice`, in order; only on choices. */
  choices: Type.Optional(Type.Array(Type.String())),
  filterable: Type.Boolean(),
  /** Shown on the group's cards (at most two per group). */
  highlight: Type.Boolean(),
});
export type Spec = Static<typeof SpecSchema>;

export const SpecListSchema = Type.Object({ specs: Type.Array(SpecSchema) });

/**
 * A spec as an admin sends it. The schema bounds the body's size only: the rules (key format,
 * limits, duplicates) are checked by the server, which says which one is broken in Spanish.
 */
const SpecInputSchema = Type.Object(
  {
    key: Type.String({ maxLength: 200 }),
    label: Type.String({ maxLength: 500 }),
    unit: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    type: SpecTypeSchema,
    choices: Type.Optional(
      Type.Union([Type.Array(Type.String({ maxLength: 500 }), { maxItems: 500 }), Type.Null()]),
    ),
    filterable: Type.Optional(Type.Boolean()),
    highlight: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SpecInput = Static<typeof SpecInputSchema>;

export const SpecListInputSchema = Type.Object(
  { specs: Type.Array(SpecInputSchema, { maxItems: 200 }) },
  { additionalProperties: false },
);

export const SpecsWriteQuery = Type.Object(
  {
    /** Also remove the values items hold for removed specifications and choices. */
    force: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

/** An item's specification values by key: numbers, texts and choices, yes/no as booleans. */
export const ItemSpecsSchema = Type.Record(
  Type.String(),
  Type.Union([Type.Number(), Type.String(), Type.Boolean()]),
);
export type ItemSpecs = Static<typeof ItemSpecsSchema>;

/** An item's values as a write sends them: a key with null (or left out) holds no value. */
export const ItemSpecsInputSchema = Type.Record(
  Type.String(),
  Type.Union([
    // Not marked finite: the server names the specification of a number out of range.
    Type.Number(),
    Type.String({ maxLength: 2000 }),
    Type.Boolean(),
    Type.Null(),
  ]),
  { maxProperties: 200 },
);
export type ItemSpecsInput = Static<typeof ItemSpecsInputSchema>;
