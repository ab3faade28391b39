import { CATALOG_API, ITEM_NOT_FOUND, type CatalogRef, type Resource } from '@/shared/catalog';
import { ITEM_KINDS, type ItemKindInfo } from '../db/repositories/catalog-items';

/** What differs between the product and the service routes: names, texts and groups. */
export interface CatalogKind extends ItemKindInfo {
  resource: Resource;
  prefix: '/api/products' | '/api/services';
  /** Path segment of the list by group: /products/category/…, /services/type/… */
  groupSegment: 'category' | 'type';
  tag: string;
  texts: {
    notFound: string;
    groupNotFound: string;
    duplicateCode: (code: string) => string;
    coverNotOwned: string;
    imageNotFound: string;
    relatedNotFound: (ids: number[]) => string;
  };
}

export const PRODUCTS: CatalogKind = {
  ...ITEM_KINDS.product,
  resource: CATALOG_API.products.resource,
  prefix: `/api/${CATALOG_API.products.resource}`,
  groupSegment: CATALOG_API.products.groupSegment,
  tag: 'Productos',
  texts: {
    notFound: `${ITEM_NOT_FOUND.product}.`,
    groupNotFound: 'La categoría indicada no existe.',
    duplicateCode: (code) => `Ya existe un producto con el código «${code}».`,
    coverNotOwned: 'La portada debe ser una de las imágenes del producto.',
    imageNotFound: 'Imagen no encontrada.',
    relatedNotFound: (ids) =>
      `Los servicios relacionados deben ser servicios existentes (no lo son: ${ids.join(', ')}).`,
  },
};

export const SERVICES: CatalogKind = {
  ...ITEM_KINDS.service,
  resource: CATALOG_API.services.resource,
  prefix: `/api/${CATALOG_API.services.resource}`,
  groupSegment: CATALOG_API.services.groupSegment,
  tag: 'Servicios',
  texts: {
    notFound: `${ITEM_NOT_FOUND.service}.`,
    groupNotFound: 'El tipo de servicio indicado no existe.',
    duplicateCode: (code) => `Ya existe un servicio con el código «${code}».`,
    coverNotOwned: 'La portada debe ser una de las imágenes del servicio.',
    imageNotFound: 'Imagen no encontrada.',
    relatedNotFound: (ids) =>
      `Los productos relacionados deben ser productos existentes (no lo son: ${ids.join(', ')}).`,
  },
};

/** A group in a path is its id ("2") or its url path ("invernaderos"). */
export function findGroup(kind: CatalogKind, value: string | number): CatalogRef | undefined {
  const asNumber = Number(value);
  return kind.groups.find((g) =>
    Number.isInteger(asNumber) && String(value).trim() !== ''
      ? g.id === asNumber
      : g.urlpath === value,
  );
}
