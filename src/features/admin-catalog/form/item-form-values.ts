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
}

const PRICE_PATTERN = /^\d+([.,]\d{1,2})?$/;

const parsePrice = (text: string) => Number(text.trim().replace(',', '.'));

export const itemFormSchema = yup.object({
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
  };
}

/**
 * The write body. The cover (default_image) is left out on purpose: it is managed by the image
 * manager, so saving the form never undoes a cover chosen meanwhile.
 */
export function inputFromFormValues(config: CatalogKind, values: ItemFormValues): CatalogInput {
  const base = {
    name: values.name.trim(),
    code: values.code.trim(),
    description: normalizeEditorHtml(values.description),
    price_id: { visible: values.priceVisible, totalPrice: parsePrice(values.price) },
    published: values.published,
    related_ids: values.relatedIds,
  };
  const group = Number(values.groupId);
  return config.groupField === 'category_id'
    ? { ...base, category_id: group }
    : { ...base, type_id: group };
}
