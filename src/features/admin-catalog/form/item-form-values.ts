import * as yup from 'yup';
import type { CatalogInput, CatalogItem } from '@/lib/catalog-api';
import {
  CODE_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  PRICE_MAX,
  RELATED_CHOICES_MAX,
} from '@/shared/schemas/catalog-item';
import { CODE_PATTERN } from '@/shared/schemas/common';
import type { ItemSpecsInput, Spec } from '@/shared/schemas/specs';
import { checkSpecValue, itemSpecMessage } from '@/shared/spec-rules';
import { itemGroupId, type CatalogKind } from '@/config/catalog-kinds';
import { normalizeEditorHtml } from './editor-html';

/** What the product/service form edits; the price stays text so '1500,5' can be typed. */
export interface ItemFormValues {
  name: string;
  code: string;
  groupId: string;
  price: string;
  priceVisible: boolean;
  published: boolean;
  description: string;
  /** Items of the other kind shown with this one (services of a product and back). */
  relatedIds: number[];
  /**
   * The values of the group's specifications by key, as typed: numbers as text ('480,5'),
   * yes/no as booleans; '' is no value. Keys of another group (before a change) are kept here
   * and not sent.
   */
  specs: Record<string, string | boolean>;
}

const PRICE_PATTERN = /^\d+([.,]\d{1,2})?$/;

const parsePrice = (text: string) => Number(text.trim().replace(',', '.'));

/** A number as typed: digits, with a comma or a point for the decimals. */
const SPEC_NUMBER_PATTERN = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A form value as the write sends it, or undefined for no value: a number typed as one becomes a
 * number; anything else typed in a number's field goes as text, which the rules call no number.
 */
function specValueOf(spec: Spec, typed: string | boolean | undefined) {
  if (typed === undefined || typed === '') return undefined;
  if (typeof typed === 'boolean') return typed;
  const text = typed.trim();
  if (!text) return undefined;
  if (spec.type === 'number' && SPEC_NUMBER_PATTERN.test(text))
    return Number(text.replace(',', '.'));
  return spec.type === 'number' ? text : typed;
}

/** The values' rules, the server's (src/shared/spec-rules.ts), with its words. */
const specValuesSchema = (specs: readonly Spec[]) =>
  yup.object(
    Object.fromEntries(
      specs.map((spec) => [
        spec.key,
        yup.mixed().test('spec', function check(typed) {
          const value = specValueOf(spec, typed as string | boolean | undefined);
          if (value === undefined) return true;
          const checked = checkSpecValue(spec, value);
          return (
            checked.ok ||
            this.createError({
              message: itemSpecMessage({ rule: checked.rule, spec }, 'este grupo'),
            })
          );
        }),
      ]),
    ),
  );

const baseSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Ingrese el nombre')
    .max(NAME_MAX, `Máximo ${NAME_MAX} caracteres`),
  code: yup
    .string()
    .trim()
    .max(CODE_MAX, `Máximo ${CODE_MAX} caracteres`)
    .matches(new RegExp(CODE_PATTERN), {
      message: 'Solo letras minúsculas, números y guiones',
      excludeEmptyString: true,
    }),
  groupId: yup.string().required('Elija una opción'),
  price: yup
    .string()
    .trim()
    .required('Ingrese el precio (0 si no corresponde)')
    .test('not-negative', 'El precio no puede ser negativo', (value) => !value?.startsWith('-'))
    .matches(PRICE_PATTERN, 'Ingrese un número con hasta dos decimales, p. ej. 1500,50')
    .test(
      'not-too-high',
      'El precio es demasiado alto',
      (value) => !value || parsePrice(value) <= PRICE_MAX,
    ),
  priceVisible: yup.boolean().required(),
  published: yup.boolean().required(),
  description: yup.string().max(DESCRIPTION_MAX, 'La descripción es demasiado larga'),
  relatedIds: yup
    .array(yup.number().required())
    .required()
    .max(RELATED_CHOICES_MAX, `Elija como máximo ${RELATED_CHOICES_MAX}`),
});

/** The form's rules, with those of the values of `specs` (the chosen group's list). */
export const itemFormSchema = (specs: readonly Spec[] = []) =>
  baseSchema.shape({ specs: specValuesSchema(specs) });

/** A new item: a draft in the first group, price shown. */
export function emptyFormValues(config: CatalogKind, groupId?: number): ItemFormValues {
  return {
    name: '',
    code: '',
    groupId: String(groupId ?? config.groups[0].id),
    price: '0',
    priceVisible: true,
    published: false,
    description: '',
    relatedIds: [],
    specs: {},
  };
}

export function formValuesFromItem(item: CatalogItem): ItemFormValues {
  return {
    name: item.name,
    code: item.code,
    groupId: String(itemGroupId(item) ?? ''),
    price: item.price_id.totalPrice.toFixed(2).replace('.', ','),
    priceVisible: item.price_id.visible,
    published: item.published,
    description: item.description,
    relatedIds: item.related_ids ?? [],
    specs: Object.fromEntries(
      Object.entries(item.specs ?? {}).map(([key, value]) => [
        key,
        typeof value === 'number' ? String(value).replace('.', ',') : value,
      ]),
    ),
  };
}

/** The values of the group's specifications as the write sends them (a key without one: left out). */
function specsInput(specs: readonly Spec[], values: ItemFormValues): ItemSpecsInput {
  const input: ItemSpecsInput = {};
  for (const spec of specs) {
    const value = specValueOf(spec, values.specs[spec.key]);
    if (value !== undefined) input[spec.key] = value;
  }
  return input;
}

/**
 * The write body. The cover (default_image) is left out on purpose: it is managed by the image
 * manager, so saving the form never undoes a cover chosen meanwhile. The specification values
 * go with the chosen group's list (`specs`); without it (not loaded) they are left as they are.
 */
export function inputFromFormValues(
  config: CatalogKind,
  values: ItemFormValues,
  specs?: readonly Spec[],
): CatalogInput {
  const base = {
    name: values.name.trim(),
    code: values.code.trim(),
    description: normalizeEditorHtml(values.description),
    price_id: { visible: values.priceVisible, totalPrice: parsePrice(values.price) },
    published: values.published,
    related_ids: values.relatedIds,
    ...(specs ? { specs: specsInput(specs, values) } : {}),
  };
  const group = Number(values.groupId);
  return config.groupField === 'category_id'
    ? { ...base, category_id: group }
    : { ...base, type_id: group };
}
