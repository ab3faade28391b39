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
export type Field = (typeof FIELDS)[number];

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
  }
}

export const headersOf = (kind: ItemKind): string[] => FIELDS.map((f) => headerOf(kind, f));

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
  const byHeader = new Map(FIELDS.map((f) => [headerOf(kind, f), f]));
  return headers.map((h) => byHeader.get(normaliseHeader(h)));
}
