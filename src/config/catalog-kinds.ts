import {
  CATEGORIES,
  CATEGORY_MENU_ORDER,
  KIND_OF_RESOURCE,
  KINDS,
  SERVICE_TYPES,
  type CatalogRef,
  type ItemKind,
  type KindDescription,
  type Resource,
} from '@/shared/catalog';
import type { CardItem, Product, Service } from '@/shared/schemas/catalog-item';
import { siteAddress } from '@/shared/site-address';
import { formatSpecNumber } from '@/shared/format-number';
import { heroSlides } from './catalog';
import { ADMIN_GROUP_PARAMS, paths } from './paths';

/**
 * THE client-side description of the two catalogue kinds (SPEC.md §2): everything that differs
 * between products and services — words, addresses, groups, the WhatsApp wording — so the cards,
 * detail pages, listing routes and admin screens are each written once and given a kind.
 * It extends the description both sides share (src/shared/catalog.ts `KINDS`); the server's
 * extension is src/server/catalog/kinds.ts.
 */
export type { ItemKind };

/** The words of a card and a detail page; tooltips and accessible names alike. */
export interface CatalogCardLabels {
  copyLink: string;
  showPhotos: string;
  view: string;
  order: string;
  addToQuote: string;
}

export interface CatalogGroupOption {
  id: number;
  label: string;
  urlpath: string;
}

export interface CatalogKind extends Omit<KindDescription, 'groups'> {
  /** The heading of the other kind's items shown with one of this kind: 'Servicios relacionados'. */
  relatedTitle: string;
  /** Categories or service types, in menu order. */
  groups: readonly CatalogGroupOption[];
  groupField: 'category_id' | 'type_id';
  /** The group an item belongs to. */
  groupOf: (item: CardItem) => CatalogRef;
  /** The line under a public listing's heading. */
  groupIntro: (urlpath: string) => string | undefined;
  labels: CatalogCardLabels;
  /** Public addresses: a group's listing (page ≥ 2 only for services) and an item's page. */
  publicListHref: (group: string, page?: number) => string;
  publicHref: (code: string) => string;
  /** The admin dashboard's badge of the kind. */
  badgePalette: 'blue' | 'orange';
  /** Words of the public listing and detail page. */
  listing: {
    label: string;
    loading: string;
    empty: string;
    /** How many items a (filtered) listing has: '12 productos'. */
    count: (total: number) => string;
    /** A filtered listing with nothing: 'Ningún producto coincide con los filtros'. */
    noMatch: string;
    /** Infinite scroll only (products): the next page is loading, failed, or there is none. */
    loadingMore?: string;
    loadMoreError?: string;
    end?: string;
    endFiltered?: string;
  };
  detail: { loading: string; notFound: string; notFoundText: string };
  /** Admin screens. */
  newLabel: string;
  editTitle: string;
  /** The grouping field's label and its name in the admin list's address (?categoria=riegos). */
  groupLabel: string;
  groupParam: string;
  /** The admin screens' route patterns (paths.ts), mounted by the admin area's routes. */
  adminRoutes: { list: string; create: string; edit: string };
  /** The admin list, optionally of one group (its url path). */
  listHref: (group?: string) => string;
  newHref: () => string;
  editHref: (id: number) => string;
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

const asOption = (ref: CatalogRef): CatalogGroupOption => ({
  id: ref.id,
  label: ref.name,
  urlpath: ref.urlpath,
});

/** One line under each service type's heading. */
const SERVICE_INTROS: Record<string, string> = {
  construnccion:
    'Diseñamos y construimos invernaderos, galpones y obras para la producción agrícola.',
  instalacion:
    'Sistemas de riego por goteo, aspersión y fertirriego instalados y puestos en marcha.',
  cursos: 'Capacitación práctica para productores, técnicos y asociaciones, en campo y en línea.',
  asesorias: 'Acompañamiento técnico en su parcela para decidir mejor y producir más.',
  laboratorio: 'Análisis de suelo, agua y tejido vegetal con resultados claros y recomendaciones.',
};

const SEARCH_PLACEHOLDER = 'Buscar por nombre o código';

/** The quote list's button on every card and item page (its accessible name, exactly). */
const ADD_TO_QUOTE = 'Agregar a la cotización';

export const PRODUCT_KIND: CatalogKind = {
  ...KINDS.product,
  relatedTitle: 'Servicios relacionados',
  groups: CATEGORY_MENU_ORDER.map((urlpath) =>
    asOption(CATEGORIES.find((c) => c.urlpath === urlpath)!),
  ),
  groupOf: (item) => (item as Product).category_id,
  groupIntro: (urlpath) => heroSlides.find((slide) => slide.key === urlpath)?.description,
  labels: {
    copyLink: 'Copiar link del producto',
    showPhotos: 'Ver fotos',
    view: 'Ver producto',
    order: 'Realizar pedido',
    addToQuote: ADD_TO_QUOTE,
  },
  publicListHref: paths.productList.href,
  publicHref: paths.productDetail.href,
  badgePalette: 'blue',
  listing: {
    label: 'Productos',
    loading: 'Cargando productos',
    loadingMore: 'Cargando más productos',
    loadMoreError: 'No se pudieron cargar más productos',
    end: 'Estos son todos los productos de esta categoría.',
    endFiltered: 'Estos son todos los productos que coinciden con los filtros.',
    empty: 'Todavía no hay productos en esta categoría.',
    count: (total) => (total === 1 ? '1 producto' : `${formatSpecNumber(total)} productos`),
    noMatch: 'Ningún producto coincide con los filtros',
  },
  detail: {
    loading: 'Cargando producto',
    notFound: KINDS.product.notFound,
    notFoundText:
      'El enlace no corresponde a ningún producto de nuestro catálogo. Puede que ya no esté disponible.',
  },
  newLabel: 'Nuevo producto',
  editTitle: 'Editar producto',
  groupLabel: 'Categoría',
  groupParam: ADMIN_GROUP_PARAMS.products,
  adminRoutes: {
    list: paths.adminProducts.path,
    create: paths.adminProductNew.path,
    edit: paths.adminProductEdit.path,
  },
  listHref: paths.adminProducts.href,
  newHref: paths.adminProductNew.href,
  editHref: paths.adminProductEdit.href,
  texts: {
    created: 'Producto creado',
    saved: 'Cambios guardados',
    deleted: 'Producto eliminado',
    notFound: 'El producto no existe o fue eliminado.',
    emptyGroup: 'Todavía no hay productos en esta categoría.',
    noMatch: (q) => `Ningún producto coincide con «${q}».`,
    searchPlaceholder: SEARCH_PLACEHOLDER,
  },
};

export const SERVICE_KIND: CatalogKind = {
  ...KINDS.service,
  relatedTitle: 'Productos relacionados',
  groups: SERVICE_TYPES.map(asOption),
  groupOf: (item) => (item as Service).type_id,
  groupIntro: (urlpath) => SERVICE_INTROS[urlpath],
  labels: {
    copyLink: 'Copiar link del servicio',
    showPhotos: 'Ver fotos',
    view: 'Ver servicio',
    order: 'Solicitar servicio',
    addToQuote: ADD_TO_QUOTE,
  },
  publicListHref: paths.serviceList.href,
  publicHref: paths.serviceDetail.href,
  badgePalette: 'orange',
  listing: {
    label: 'Servicios',
    loading: 'Cargando servicios',
    empty: 'Todavía no hay servicios en esta categoría.',
    count: (total) => (total === 1 ? '1 servicio' : `${formatSpecNumber(total)} servicios`),
    noMatch: 'Ningún servicio coincide con los filtros',
  },
  detail: {
    loading: 'Cargando servicio',
    notFound: KINDS.service.notFound,
    notFoundText:
      'El enlace no corresponde a ningún servicio de nuestro catálogo. Puede que ya no esté disponible.',
  },
  newLabel: 'Nuevo servicio',
  editTitle: 'Editar servicio',
  groupLabel: 'Tipo',
  groupParam: ADMIN_GROUP_PARAMS.services,
  adminRoutes: {
    list: paths.adminServices.path,
    create: paths.adminServiceNew.path,
    edit: paths.adminServiceEdit.path,
  },
  listHref: paths.adminServices.href,
  newHref: paths.adminServiceNew.href,
  editHref: paths.adminServiceEdit.href,
  texts: {
    created: 'Servicio creado',
    saved: 'Cambios guardados',
    deleted: 'Servicio eliminado',
    notFound: 'El servicio no existe o fue eliminado.',
    emptyGroup: 'Todavía no hay servicios de este tipo.',
    noMatch: (q) => `Ningún servicio coincide con «${q}».`,
    searchPlaceholder: SEARCH_PLACEHOLDER,
  },
};

export const CATALOG_KINDS: Record<ItemKind, CatalogKind> = {
  product: PRODUCT_KIND,
  service: SERVICE_KIND,
};

export const kindOfResource = (resource: Resource): CatalogKind =>
  CATALOG_KINDS[KIND_OF_RESOURCE[resource]];

/** The kind whose items are linked to one of `resource` (services for a product, and back). */
export const otherKindOf = (resource: Resource): CatalogKind =>
  CATALOG_KINDS[kindOfResource(resource).other];

/** A kind's groups as links to their public listings: the bar's dropdowns and the footer. */
export const groupLinks = (kind: CatalogKind) =>
  kind.groups.map((group) => ({ label: group.label, href: kind.publicListHref(group.urlpath) }));

/** The id of the group an item belongs to, whichever the kind. */
export function itemGroupId(item: {
  category_id?: { id: number };
  type_id?: { id: number };
}): number | undefined {
  return item.category_id?.id ?? item.type_id?.id;
}

/** Absolute share links (SPEC.md §7): {site}/shared/product/{code}, on the site's public address. */
export const shareUrl = (kind: ItemKind, code: string, origin = siteAddress()) =>
  origin + CATALOG_KINDS[kind].publicHref(code);
