import { CODE_PATTERN } from '@/shared/schemas/common';
import {
  CODE_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  PRICE_MAX,
  RELATED_CHOICES_MAX,
  type ProductInput,
  type ServiceInput,
} from '@/shared/schemas/catalog-item';
import type { ItemSpecsInput, Spec } from '@/shared/schemas/specs';
import type { ItemWrite } from '../db/repositories/catalog-items';
import { sanitizeDescription } from '../html/sanitize';
import { nameRule } from '../lib/plain-text';
import type { CatalogKind } from './kinds';
import { ITEM_SPEC_RULES, itemSpecMessage, validateItemSpecs, type ItemSpecError } from './specs';

/**
 * THE rules of a catalogue item's write (product or service), for the API's create and update
 * and for the spreadsheet import. Each caller maps its input to these fields and the errors to
 * its own words (a message table per caller, since the API and the import report the same rule
 * in words of their own).
 */

/** An item's fields as a write brings them; a field left undefined is not written. */
export interface ItemWriteInput {
  name?: string;
  /** '' or null: a code made from the name. */
  code?: string | null;
  /** The HTML as sent: stored sanitised. */
  description?: string;
  /** The group by id, or a text naming it (url path, name or id; case and accents ignored). */
  group?: number | string;
  /** In bolivianos; null: given empty. */
  price?: number | null;
  priceVisible?: boolean;
  published?: boolean;
  /** The items of the other kind linked to this one. */
  relatedIds?: number[];
  /** The item's specification values, checked against the specs of its group (`group`). */
  specs?: ItemSpecsInput;
}

/** The fields of an API write body (schema-checked), as the rules read them. */
export function inputOfBody(body: ProductInput | ServiceInput) {
  const ref = 'category_id' in body ? body.category_id : body.type_id;
  return {
    name: body.name,
    code: body.code ?? null,
    description: body.description,
    group: typeof ref === 'number' ? ref : ref.id,
    price: body.price_id.totalPrice,
    priceVisible: body.price_id.visible,
    published: body.published ?? false,
    relatedIds: body.related_ids,
    specs: body.specs,
  } satisfies ItemWriteInput;
}

/** Every rule a write can break, by field. */
export const ITEM_WRITE_RULES = {
  name: ['empty', 'invisible', 'unusable', 'tooLong'],
  code: ['invalid'],
  description: ['tooLong', 'tooLongStored'],
  group: ['missing', 'unknown'],
  price: ['missing', 'notANumber', 'negative', 'tooHigh'],
  relatedIds: ['tooMany'],
  specs: ITEM_SPEC_RULES,
} as const;

type Rules = typeof ITEM_WRITE_RULES;
export type ItemWriteField = keyof Rules;
export type ItemWriteError =
  | {
      [F in Exclude<ItemWriteField, 'specs'>]: { field: F; rule: Rules[F][number] };
    }[Exclude<ItemWriteField, 'specs'>]
  | ({ field: 'specs' } & ItemSpecError);

/** A caller's words for each broken rule; a value's words name its specification. */
export type ItemWriteMessages = {
  [E in ItemWriteError as `${E['field']}.${E['rule']}`]: E extends { field: 'specs' }
    ? (error: ItemSpecError) => string
    : string;
};

/** The message of an error in a caller's table. */
export function messageOf(messages: ItemWriteMessages, error: ItemWriteError): string {
  if (error.field === 'specs') return messages[`specs.${error.rule}`](error);
  return messages[
    `${error.field}.${error.rule}` as Exclude<keyof ItemWriteMessages, `specs.${string}`>
  ];
}

/** The words of a value's broken rules, the same for the API and the import. */
export const specMessages = (kind: CatalogKind) => {
  const groupWords = kind.kind === 'product' ? 'esta categoría' : 'este tipo de servicio';
  const say = (error: ItemSpecError) => itemSpecMessage(error, groupWords);
  return Object.fromEntries(ITEM_SPEC_RULES.map((rule) => [`specs.${rule}`, say])) as Pick<
    ItemWriteMessages,
    `specs.${ItemSpecError['rule']}`
  >;
};

/** Texts both callers use for the same rule. */
export const SHARED_MESSAGES = {
  'name.invisible': 'Ingrese el nombre.',
  'name.unusable': 'El nombre contiene caracteres no válidos.',
  'description.tooLongStored': `La descripción supera ${DESCRIPTION_MAX} caracteres una vez guardada (cada enlace suma sus atributos). Acórtela.`,
} as const satisfies Partial<ItemWriteMessages>;

/** Where each input field goes in the write. */
interface Written {
  name: Pick<ItemWrite, 'name'>;
  code: Pick<ItemWrite, 'code'>;
  description: Pick<ItemWrite, 'description'>;
  group: Pick<ItemWrite, 'groupId'>;
  price: Pick<ItemWrite, 'priceCents'>;
  priceVisible: Pick<ItemWrite, 'priceVisible'>;
  published: Pick<ItemWrite, 'published'>;
  relatedIds: { relatedIds: number[] };
  specs: Pick<ItemWrite, 'specs'>;
}
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** The normalized write of an input: the written fields of the fields it gives (maybe gives). */
type ItemWriteOf<I extends ItemWriteInput> = UnionToIntersection<
  {
    [K in keyof I & keyof Written]-?: undefined extends I[K] ? Partial<Written[K]> : Written[K];
  }[keyof I & keyof Written]
>;

export type ItemWriteResult<I extends ItemWriteInput> =
  { ok: true; write: ItemWriteOf<I> } | { ok: false; errors: ItemWriteError[] };

const CODE_RE = new RegExp(CODE_PATTERN);
const fold = (value: string) => value.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Checks and normalizes an item's write: the name trimmed, an empty code made null, the
 * description sanitised, the group resolved to its id, the price in cents, the specification
 * values checked against the specs of the group (`groupSpecs`, which a write with values needs).
 * Returns the write, or the broken rules in field order (name, code, description, group, price,
 * related, specs).
 */
export function validateItemWrite<I extends ItemWriteInput>(
  kind: CatalogKind,
  input: I,
  groupSpecs?: (groupId: number) => readonly Spec[],
): ItemWriteResult<I> {
  const errors: ItemWriteError[] = [];
  const write: Partial<ItemWrite> & { relatedIds?: number[] } = {};

  if (input.name !== undefined) {
    const name = input.name.trim();
    const rule = name ? nameRule(name) : 'empty';
    if (rule) errors.push({ field: 'name', rule });
    else if (name.length > NAME_MAX) errors.push({ field: 'name', rule: 'tooLong' });
    else write.name = name;
  }
  if (input.code !== undefined) {
    const code = input.code || null;
    if (code !== null && (code.length > CODE_MAX || !CODE_RE.test(code)))
      errors.push({ field: 'code', rule: 'invalid' });
    else write.code = code;
  }
  if (input.description !== undefined) {
    if (input.description.length > DESCRIPTION_MAX)
      errors.push({ field: 'description', rule: 'tooLong' });
    else {
      // Each link gains `target` and `rel`: what is stored must fit too, so that a body read
      // from the API can be sent back as it is.
      const stored = sanitizeDescription(input.description);
      if (stored.length > DESCRIPTION_MAX)
        errors.push({ field: 'description', rule: 'tooLongStored' });
      else write.description = stored;
    }
  }
  if (input.group !== undefined) {
    const ref = input.group;
    const value = typeof ref === 'string' ? fold(ref) : ref;
    const group = kind.groups.find((g) =>
      typeof value === 'number'
        ? g.id === value
        : g.urlpath === value || fold(g.name) === value || String(g.id) === value,
    );
    if (value === '') errors.push({ field: 'group', rule: 'missing' });
    else if (!group) errors.push({ field: 'group', rule: 'unknown' });
    else write.groupId = group.id;
  }
  if (input.price !== undefined) {
    const price = input.price;
    if (price === null) errors.push({ field: 'price', rule: 'missing' });
    else if (!Number.isFinite(price)) errors.push({ field: 'price', rule: 'notANumber' });
    else if (price < 0) errors.push({ field: 'price', rule: 'negative' });
    else if (price > PRICE_MAX) errors.push({ field: 'price', rule: 'tooHigh' });
    else write.priceCents = Math.round(price * 100);
  }
  if (input.priceVisible !== undefined) write.priceVisible = input.priceVisible;
  if (input.published !== undefined) write.published = input.published;
  if (input.relatedIds !== undefined) {
    if (input.relatedIds.length > RELATED_CHOICES_MAX)
      errors.push({ field: 'relatedIds', rule: 'tooMany' });
    else write.relatedIds = input.relatedIds;
  }
  if (input.specs !== undefined) {
    if (input.group === undefined || !groupSpecs)
      throw new Error('A write with specification values needs its group and the group specs');
    // An unknown group is its own error; its values are not checked.
    if (write.groupId !== undefined) {
      const checked = validateItemSpecs(groupSpecs(write.groupId), input.specs);
      if (checked.ok) write.specs = checked.values;
      else errors.push(...checked.errors.map((e) => ({ field: 'specs' as const, ...e })));
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, write: write as ItemWriteOf<I> };
}
