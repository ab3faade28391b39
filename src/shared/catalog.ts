/**
 * Catalogue reference data shared by the client and the server.
 * Ids and url paths are fixed by SPEC.md §2 and ARCHITECTURE.md §4.
 */
/** The two kinds of catalogue item, as events, the quote list and the server name them. */
export type ItemKind = 'product' | 'service';

/** The API resource of each kind (`/api/products`, `/api/services`). */
export type Resource = 'products' | 'services';

export interface CatalogRef {
  id: number;
  name: string;
  urlpath: string;
}

export const CATEGORIES = [
  { id: 1, name: 'Maquinarias y equipos', urlpath: 'maquinarias' },
  { id: 2, name: 'Invernaderos', urlpath: 'invernaderos' },
  { id: 3, name: 'Riegos', urlpath: 'riegos' },
  { id: 4, name: 'Laboratorios', urlpath: 'laboratorios' },
] as const satisfies readonly CatalogRef[];

export const SERVICE_TYPES = [
  { id: 1, name: 'Construcción', urlpath: 'construnccion' },
  { id: 2, name: 'Instalación de riego', urlpath: 'instalacion' },
  { id: 3, name: 'Cursos', urlpath: 'cursos' },
  { id: 4, name: 'Asesorías técnicas', urlpath: 'asesorias' },
  { id: 5, name: 'Laboratorio agrícola', urlpath: 'laboratorio' },
] as const satisfies readonly CatalogRef[];

/**
 * The service types that go with a product category, shown as related items where an admin chose
 * none: greenhouses → construction, installation, courses; irrigation → installation, advice;
 * laboratories → laboratory, courses; machinery → advice, courses.
 */
const RELATED_SERVICE_TYPES: Readonly<Record<number, readonly number[]>> = {
  2: [1, 2, 3],
  3: [2, 4],
  4: [5, 3],
  1: [4, 3],
};

/** The categories whose products go with a service type (the map above, read backwards). */
const relatedCategories = (serviceTypeId: number): number[] =>
  Object.entries(RELATED_SERVICE_TYPES)
    .filter(([, types]) => types.includes(serviceTypeId))
    .map(([category]) => Number(category));

/** How many related items a detail page shows. */
export const RELATED_MAX = 4;

export type CategoryUrlpath = (typeof CATEGORIES)[number]['urlpath'];
export type ServiceTypeUrlpath = (typeof SERVICE_TYPES)[number]['urlpath'];

export const categoryByUrlpath = (urlpath: string): CatalogRef | undefined =>
  CATEGORIES.find((c) => c.urlpath === urlpath);
export const serviceTypeByUrlpath = (urlpath: string): CatalogRef | undefined =>
  SERVICE_TYPES.find((t) => t.urlpath === urlpath);

/**
 * The id a list call names its group by (SPEC.md §7: "a list by category or type id"): a url
 * path (`invernaderos`) becomes its id (2); an id, or a path no group has, is left as it is.
 */
export function groupIdOf(resource: Resource, group: number | string): number | string {
  if (typeof group === 'number') return group;
  return KINDS[KIND_OF_RESOURCE[resource]].groups.find((g) => g.urlpath === group)?.id ?? group;
}

/**
 * The categories in menu order (SPEC.md §2), which is not their id order. The hero has one slide
 * per category in this order, its pictures served at /api/media/images/{urlpath}-{lg|md|sm}.
 */
export const CATEGORY_MENU_ORDER = [
  'invernaderos',
  'maquinarias',
  'laboratorios',
  'riegos',
] as const satisfies readonly CategoryUrlpath[];
export const HERO_SIZES = { lg: 1600, md: 1000, sm: 400 } as const;
export type HeroSize = keyof typeof HERO_SIZES;
/** `sizes` of a card picture in the catalogue grid (1 to 4 columns, at most 1280 px wide). */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 300px, (min-width: 900px) 31vw, (min-width: 540px) 46vw, 92vw';
/**
 * Cards of a listing whose picture is fetched at once (and preloaded by the server): the first,
 * a listing's LCP on a phone, where cards are one column. The others are lazy: on a wide screen
 * the first row's load as soon as the page is laid out, without competing with the first. They
 * are also `fetchpriority="low"`: Chromium raises a lazy picture it finds in view to High, so on
 * a phone the second card's (its top edge in view) shared the first's bandwidth in some loads
 * and not in others (docs/decisions.md, "Scripts after the first screen").
 */
export const EAGER_CARD_IMAGES = 1;
/** Media queries of the three hero image sizes (SPEC.md §2): ≥ 1000 px lg, ≤ 400 px sm, else md. */
export const HERO_MEDIA_QUERIES = {
  lg: '(min-width: 1000px)',
  sm: '(max-width: 400px)',
  md: '(min-width: 401px) and (max-width: 999px)',
} as const satisfies Record<HeroSize, string>;

/** The API's page size when a list call names none, and the admin list's. */
export const DEFAULT_PAGE_SIZE = 12;
/** @alias The admin list shows the API's default page. */
export const ADMIN_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The largest image file an upload takes (the server refuses it; the admin checks before sending). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The most pictures one upload request may carry. */
export const MAX_IMAGES_PER_UPLOAD = 10;
/** The size limit as people read it: '10 MB'. */
export const MAX_IMAGE_SIZE_TEXT = `${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;

/** What one catalogue kind is, for the client and the server alike (SPEC.md §2, §7). */
export interface KindDescription {
  kind: ItemKind;
  /** The kind whose items are linked to one of this kind (services for a product, and back). */
  other: ItemKind;
  /**
   * The API path pieces (SPEC.md §7): /api/{resource}, /api/{resource}/{groupSegment}/a/{group}.
   * The server registers its routes and the client builds its calls from the same words.
   */
  resource: Resource;
  /** Path segment of the list by group: /products/category/…, /services/type/… */
  groupSegment: 'category' | 'type';
  /** Name of the grouping reference in the API shape. */
  groupField: 'category_id' | 'type_id';
  /** Categories or service types, in id order. */
  groups: readonly CatalogRef[];
  /** Lowercase noun and plural in sentences: 'producto', 'productos'. */
  noun: string;
  plural: string;
  /** The kind's plural as a heading: 'Productos'. */
  title: string;
  /** A public listing's page (SPEC.md §4): its cards per load. */
  pageSize: number;
  /** The public listing grows as one scrolls (products) rather than by numbered pages (services). */
  infiniteList: boolean;
  /**
   * What the page of an item that is gone (deleted or unpublished) says, as its heading and its
   * title, from the server's first HTML on; the API's 404 message is the same words.
   */
  notFound: string;
  /** The groups of the other kind whose items go with an item of group `groupId`. */
  relatedGroups: (groupId: number) => readonly number[];
  /** The prefilled WhatsApp text, given the item's name (and price when shown). */
  orderText: (named: string) => string;
}

/** THE description of each catalogue kind; the client's and the server's extend it. */
export const KINDS: Readonly<Record<ItemKind, KindDescription>> = {
  product: {
    kind: 'product',
    other: 'service',
    resource: 'products',
    groupSegment: 'category',
    groupField: 'category_id',
    groups: CATEGORIES,
    noun: 'producto',
    plural: 'productos',
    title: 'Productos',
    pageSize: 8,
    infiniteList: true,
    notFound: 'Producto no encontrado',
    relatedGroups: (groupId) => RELATED_SERVICE_TYPES[groupId] ?? [],
    orderText: (named) => `Hola, quisiera realizar un pedido de: ${named}.`,
  },
  service: {
    kind: 'service',
    other: 'product',
    resource: 'services',
    groupSegment: 'type',
    groupField: 'type_id',
    groups: SERVICE_TYPES,
    noun: 'servicio',
    plural: 'servicios',
    title: 'Servicios',
    pageSize: 12,
    infiniteList: false,
    notFound: 'Servicio no encontrado',
    relatedGroups: relatedCategories,
    orderText: (named) => `Hola, quisiera solicitar el servicio: ${named}.`,
  },
};

/** The kind an API resource lists. */
export const KIND_OF_RESOURCE: Readonly<Record<Resource, ItemKind>> = {
  products: 'product',
  services: 'service',
};
