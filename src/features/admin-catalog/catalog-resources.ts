import { categoryMenu, serviceMenu } from '../../config/catalog';
import { paths } from '../../config/paths';
import type { Resource } from '../../lib/catalog-api';

export interface CatalogGroupOption {
  id: number;
  label: string;
  urlpath: string;
}

/**
 * Everything that differs between managing products and managing services: words, the name of
 * the grouping (category or type) and addresses. The screens themselves are shared.
 */
export interface CatalogResourceConfig {
  resource: Resource;
  /** Lowercase noun in sentences: 'producto'. */
  noun: string;
  title: string;
  newLabel: string;
  editTitle: string;
  /** The grouping field's label and its name in the list's address (?categoria=riegos). */
  groupLabel: string;
  groupParam: string;
  groupField: 'category_id' | 'type_id';
  groups: readonly CatalogGroupOption[];
  /** The admin list, optionally of one group (its url path). */
  listHref: (group?: string) => string;
  newHref: () => string;
  editHref: (id: number) => string;
  /** Where visitors see a published item. */
  publicHref: (code: string) => string;
  texts: {
    created: string;
    saved: string;
    deleted: string;
    notFound: string;
    emptyGroup: string;
    noMatch: (q: string) => string;
    searchPlaceholder: string;
  };
}

export const PRODUCT_CONFIG: CatalogResourceConfig = {
  resource: 'products',
  noun: 'producto',
  title: 'Productos',
  newLabel: 'Nuevo producto',
  editTitle: 'Editar producto',
  groupLabel: 'Categoría',
  groupParam: 'categoria',
  groupField: 'category_id',
  groups: categoryMenu,
  listHref: paths.adminProducts.href,
  newHref: paths.adminProductNew.href,
  editHref: paths.adminProductEdit.href,
  publicHref: paths.productDetail.href,
  texts: {
    created: 'Producto creado',
    saved: 'Cambios guardados',
    deleted: 'Producto eliminado',
    notFound: 'El producto no existe o fue eliminado.',
    emptyGroup: 'Todavía no hay productos en esta categoría.',
    noMatch: (q) => `Ningún producto coincide con «${q}».`,
    searchPlaceholder: 'Buscar por nombre o código',
  },
};

export const SERVICE_CONFIG: CatalogResourceConfig = {
  resource: 'services',
  noun: 'servicio',
  title: 'Servicios',
  newLabel: 'Nuevo servicio',
  editTitle: 'Editar servicio',
  groupLabel: 'Tipo',
  groupParam: 'tipo',
  groupField: 'type_id',
  groups: serviceMenu,
  listHref: paths.adminServices.href,
  newHref: paths.adminServiceNew.href,
  editHref: paths.adminServiceEdit.href,
  publicHref: paths.serviceDetail.href,
  texts: {
    created: 'Servicio creado',
    saved: 'Cambios guardados',
    deleted: 'Servicio eliminado',
    notFound: 'El servicio no existe o fue eliminado.',
    emptyGroup: 'Todavía no hay servicios de este tipo.',
    noMatch: (q) => `Ningún servicio coincide con «${q}».`,
    searchPlaceholder: 'Buscar por nombre o código',
  },
};

export const resourceConfig = (resource: Resource) =>
  resource === 'products' ? PRODUCT_CONFIG : SERVICE_CONFIG;

/** The id of the group an item belongs to, whichever the resource. */
export function itemGroupId(item: {
  category_id?: { id: number };
  type_id?: { id: number };
}): number | undefined {
  return item.category_id?.id ?? item.type_id?.id;
}
