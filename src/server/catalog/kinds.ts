import { KINDS, type CatalogRef, type ItemKind, type KindDescription } from '@/shared/catalog';
import {
  ProductInputSchema,
  ProductSchema,
  ServiceInputSchema,
  ServiceSchema,
} from '@/shared/schemas/catalog-item';

/**
 * THE server's description of the two catalogue kinds: the shared one (src/shared/catalog.ts
 * `KINDS`) plus what only the server knows — its API schemas, its link columns, its texts.
 * Routes, HTML, feeds and the spreadsheet import read their kind from here.
 */
export interface CatalogKind extends KindDescription {
  prefix: '/api/products' | '/api/services';
  tag: string;
  /** The API shape of an item and of a write body. */
  schema: typeof ProductSchema | typeof ServiceSchema;
  inputSchema: typeof ProductInputSchema | typeof ServiceInputSchema;
  /** The link columns of catalog_related seen from an item of this kind: its own id, the other's. */
  link: { own: 'product_id' | 'service_id'; other: 'product_id' | 'service_id' };
  texts: {
    notFound: string;
    groupNotFound: string;
    duplicateCode: (code: string) => string;
    coverNotOwned: string;
    imageNotFound: string;
    relatedNotFound: (ids: number[]) => string;
  };
}

export const PRODUCTS = {
  ...KINDS.product,
  prefix: `/api/${KINDS.product.resource}`,
  tag: 'Productos',
  schema: ProductSchema,
  inputSchema: ProductInputSchema,
  link: { own: 'product_id', other: 'service_id' },
  texts: {
    notFound: `${KINDS.product.notFound}.`,
    groupNotFound: 'La categoría indicada no existe.',
    duplicateCode: (code) => `Ya existe un producto con el código «${code}».`,
    coverNotOwned: 'La portada debe ser una de las imágenes del producto.',
    imageNotFound: 'Imagen no encontrada.',
    relatedNotFound: (ids) =>
      `Los servicios relacionados deben ser servicios existentes (no lo son: ${ids.join(', ')}).`,
  },
} as const satisfies CatalogKind;

export const SERVICES = {
  ...KINDS.service,
  prefix: `/api/${KINDS.service.resource}`,
  tag: 'Servicios',
  schema: ServiceSchema,
  inputSchema: ServiceInputSchema,
  link: { own: 'service_id', other: 'product_id' },
  texts: {
    notFound: `${KINDS.service.notFound}.`,
    groupNotFound: 'El tipo de servicio indicado no existe.',
    duplicateCode: (code) => `Ya existe un servicio con el código «${code}».`,
    coverNotOwned: 'La portada debe ser una de las imágenes del servicio.',
    imageNotFound: 'Imagen no encontrada.',
    relatedNotFound: (ids) =>
      `Los productos relacionados deben ser productos existentes (no lo son: ${ids.join(', ')}).`,
  },
} as const satisfies CatalogKind;

/** Each kind's server description, by its name. */
export const SERVER_KINDS: Readonly<Record<ItemKind, CatalogKind>> = {
  product: PRODUCTS,
  service: SERVICES,
};

/** A group in a path is its id ("2") or its url path ("invernaderos"). */
export function findGroup(kind: KindDescription, value: string | number): CatalogRef | undefined {
  const asNumber = Number(value);
  return kind.groups.find((g) =>
    Number.isInteger(asNumber) && String(value).trim() !== ''
      ? g.id === asNumber
      : g.urlpath === value,
  );
}
