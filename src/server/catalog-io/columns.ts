import { SPEC_KEY_PATTERN } from '@/shared/schemas/specs';
import type { ItemKind } from '../db/tables';

/** The sheet's column of an item's group, by kind. */
const GROUP_COLUMN: Readonly<Record<ItemKind, string>> = { product: 'categoria', service: 'tipo' };

/** The spreadsheet's columns, in export order; a file may have them in any order and case. */
const FIELDS = [
  'code',
  'name',
  'description',
  'group',
  'price',
  'priceVisible',
  'published',
  'photos',
  'related',
] as const;
/** A specification's column: `esp_<key>`, after the fixed ones (see specField). */
export type SpecField = `esp_${string}`;
export type Field = (typeof FIELDS)[number] | SpecField;

/** The column of a specification, by its key. */
export const specField = (key: string): SpecField => `esp_${key}`;

/** The specification key of a column, or undefined when it is a fixed one. */
export const specKeyOf = (field: Field): string | undefined =>
  field.startsWith('esp_') ? field.slice(4) : undefined;

const SPEC_HEADER = new RegExp(`^esp_${SPEC_KEY_PATTERN.slice(1)}`);

/** Spanish header of each field; the group is `categoria` on products, `tipo` on services. */
export function headerOf(kind: ItemKind, field: Field): string {
  switch (field) {
    case 'code':
      return 'codigo';
    case 'name':
      return 'nombre';
    case 'description':
      return 'descripcion';
    case 'group':
      return GROUP_COLUMN[kind];
    case 'price':
      return 'precio';
    case 'priceVisible':
      return 'precio_visible';
    case 'published':
      return 'publicado';
    case 'photos':
      return 'fotos';
    case 'related':
      return 'relacionados';
    default:
      return field;
  }
}

/** The export's header row: the fixed columns, then one per specification key given. */
export const headersOf = (kind: ItemKind, specKeys: readonly string[] = []): string[] => [
  ...FIELDS.map((f) => headerOf(kind, f)),
  ...specKeys.map(specField),
];

/** `Código`, ` PRECIO VISIBLE `, `precio-visible` → `codigo`, `precio_visible`. */
const normaliseHeader = (header: string): string =>
  header
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s-]+/g, '_');

/** Which field each column of a header row is (undefined: a column the import ignores). */
export function mapHeaders(kind: ItemKind, headers: string[]): Array<Field | undefined> {
  const byHeader = new Map<string, Field>(FIELDS.map((f) => [headerOf(kind, f), f]));
  return headers.map((h) => {
    const name = normaliseHeader(h);
    return byHeader.get(name) ?? (SPEC_HEADER.test(name) ? (name as SpecField) : undefined);
  });
}
