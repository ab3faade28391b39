import type {
  CardItem,
  CatalogItem,
  ProductInput,
  ServiceInput,
  WithoutDescription,
} from '@/shared/schemas/catalog-item';
import type { ImageName, Page } from '@/shared/schemas/common';
import type { ListingFacet } from '@/shared/listing-filters';
import type { PhoneFacets, PhonePage } from '@/shared/listing-on-phone';
import { api } from './api';
import {
  DEFAULT_PAGE_SIZE,
  groupIdOf,
  KIND_OF_RESOURCE,
  KINDS,
  type Resource,
} from '@/shared/catalog';

/**
 * Products and services have the same calls under different paths (SPEC.md §7), so one set of
 * endpoints serves both, told apart by `resource` (the catalogue-kind description,
 * `src/config/catalog-kinds.ts`, names the resource of each kind).
 */
export type { CardItem, CatalogItem, Resource, WithoutDescription };
export type CatalogInput = ProductInput | ServiceInput;

/** The client cache's tags of each resource's items and pictures (src/lib/api.ts `tagTypes`). */
const TAGS = {
  products: { tag: 'Product', imagesTag: 'ProductImages' },
  services: { tag: 'Service', imagesTag: 'ServiceImages' },
} as const satisfies Record<Resource, { tag: string; imagesTag: string }>;

const groupSegment = (resource: Resource) => KINDS[KIND_OF_RESOURCE[resource]].groupSegment;

export interface ListArgs {
  resource: Resource;
  /** Category or service type: id or url path. */
  group: number | string;
  page?: number;
  size?: number;
  orderBy?: 'created_at' | 'name';
  orderDirection?: 'asc' | 'desc';
  q?: string;
  /** A public listing's sort and filters as the API takes them (`listingApiQuery`); none: '' */
  listing?: string;
}

export interface InfiniteListArgs {
  resource: Resource;
  group: number | string;
  size: number;
  /** As ListArgs' `listing`. */
  listing?: string;
}

export type { ListingFacet };
/** What a listing's 'Filtrar' shows (the server's answer, or the phone's from a saved listing). */
type ListingFacets = PhoneFacets;

export interface FacetsArgs {
  resource: Resource;
  group: number | string;
  /** The filters as the API takes them (`listingApiQuery(state, false)`). */
  filters: string;
}

export interface ItemRef {
  resource: Resource;
  id: number;
}

const listParams = (args: Omit<ListArgs, 'resource' | 'group'>, defaultSize: number) => ({
  page: args.page ?? 0,
  size: args.size ?? defaultSize,
  order_by: args.orderBy ?? 'created_at',
  order_direction: args.orderDirection ?? 'desc',
  ...(args.q ? { q: args.q } : {}),
});

/**
 * A public list page's address under /api, written out (not as RTK Query `params`) so the
 * service worker's saved copy and 'Guardar sin conexión' (src/features/offline-save) use the
 * very same one. The group is named by its id, as SPEC.md §7 has it, whichever way it was given;
 * the server's preload (`src/server/html/page-preloads.ts`) writes the same address.
 */
export function publicListPath(
  resource: Resource,
  group: number | string,
  args: Omit<ListArgs, 'resource' | 'group'>,
  defaultSize: number,
) {
  const { listing, ...rest } = args;
  const query = new URLSearchParams(
    Object.entries(listParams(rest, defaultSize)).map(([name, value]) => [name, String(value)]),
  );
  // The sort and filters replace the default order; the default listing's address is unchanged.
  for (const [name, value] of new URLSearchParams(listing ?? '')) query.set(name, value);
  return `/${resource}/${groupSegment(resource)}/a/${groupIdOf(resource, group)}?${query}`;
}

const itemTags = (resource: Resource, items: CatalogItem[]) => [
  ...items.map((item) => ({ type: TAGS[resource].tag, id: item.id })),
  { type: TAGS[resource].tag, id: 'LIST' as const },
];

/** What a write to one item makes stale: the item, every list of its kind, the dashboard. */
const itemWriteTags = (resource: Resource, id?: number) => [
  ...(id === undefined ? [] : [{ type: TAGS[resource].tag, id }]),
  { type: TAGS[resource].tag, id: 'LIST' as const },
  'Summary' as const,
];

/**
 * What a new or deleted image makes stale: the item's gallery, the item and every list of its
 * kind (the first image is the cover), and the dashboard.
 */
export const imageWriteTags = (resource: Resource, id: number) => [
  ...itemWriteTags(resource, id),
  { type: TAGS[resource].imagesTag, id },
];

/** The base of the API's addresses (src/lib/api.ts: fetchBaseQuery('/api')). */
const API_BASE = '/api';

/**
 * The address of an item's public answer by code (path, as the page's calls and the service
 * worker see it): the offline notes and the view count ask whether it came from the server.
 */
export const itemByCodeAddress = (resource: Resource, code: string) =>
  `${API_BASE}/${resource}/c/${encodeURIComponent(code)}`;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public list of a group, one numbered page at a time. */
    catalogList: build.query<PhonePage<CatalogItem>, ListArgs>({
      query: ({ resource, group, ...args }) =>
        publicListPath(resource, group, args, DEFAULT_PAGE_SIZE),
      providesTags: (page, _e, { resource }) => itemTags(resource, page?.content ?? []),
    }),
    /** Public list of a group as one growing list (infinite scroll). */
    catalogInfiniteList: build.infiniteQuery<PhonePage<CatalogItem>, InfiniteListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => (lastPage.nextPage === -1 ? undefined : lastPage.nextPage),
      },
      query: ({ queryArg: { resource, group, size, listing }, pageParam }) =>
        publicListPath(resource, group, { page: pageParam, size, listing }, size),
      providesTags: (data, _e, { resource }) =>
        itemTags(resource, data?.pages.flatMap((p) => p.content) ?? []),
    }),
    /** The counts and ranges of a public listing's filters (issue 65), as filtered now. */
    catalogFacets: build.query<ListingFacets, FacetsArgs>({
      query: ({ resource, group, filters }) =>
        `/${resource}/${groupSegment(resource)}/a/${groupIdOf(resource, group)}/facets${filters ? `?${filters}` : ''}`,
      providesTags: (_r, _e, { resource }) => [{ type: TAGS[resource].tag, id: 'LIST' as const }],
    }),
    /** The list with the token: admins also see drafts. */
    catalogListWithDrafts: build.query<Page<CatalogItem>, ListArgs>({
      query: ({ resource, group, ...args }) => ({
        url: `/${resource}/${groupSegment(resource)}/${groupIdOf(resource, group)}`,
        params: listParams(args, DEFAULT_PAGE_SIZE),
        withToken: true,
      }),
      providesTags: (page, _e, { resource }) => itemTags(resource, page?.content ?? []),
    }),
    catalogItemById: build.query<CatalogItem, ItemRef>({
      query: ({ resource, id }) => ({ url: `/${resource}/${id}`, withToken: true }),
      providesTags: (_item, _e, { resource, id }) => [{ type: TAGS[resource].tag, id }],
    }),
    /**
     * A public item by code (what a share link opens). `fresh` asks past the service worker's saved copy (the network
     * first, the copy only without one): the quote list's check wants what is published now.
     */
    catalogItemByCode: build.query<
      CatalogItem,
      { resource: Resource; code: string; fresh?: boolean }
    >({
      query: ({ resource, code, fresh }) => {
        const url = itemByCodeAddress(resource, code).slice(API_BASE.length);
        return fresh ? { url, cache: 'no-cache' } : url;
      },
      // A missing item may appear after a write, so a miss listens to the list tag.
      providesTags: (item, _e, { resource }) => [
        { type: TAGS[resource].tag, id: item?.id ?? 'LIST' },
      ],
    }),
    createCatalogItem: build.mutation<CatalogItem, { resource: Resource; body: CatalogInput }>({
      query: ({ resource, body }) => ({
        url: `/${resource}`,
        method: 'POST',
        body,
        withToken: true,
      }),
      invalidatesTags: (_item, _e, { resource }) => itemWriteTags(resource),
    }),
    updateCatalogItem: build.mutation<CatalogItem, ItemRef & { body: CatalogInput }>({
      query: ({ resource, id, body }) => ({
        url: `/${resource}/${id}`,
        method: 'PUT',
        body,
        withToken: true,
      }),
      invalidatesTags: (_item, _e, { resource, id }) => itemWriteTags(resource, id),
    }),
    deleteCatalogItem: build.mutation<void, ItemRef>({
      query: ({ resource, id }) => ({
        url: `/${resource}/${id}`,
        method: 'DELETE',
        withToken: true,
      }),
      invalidatesTags: (_r, _e, { resource, id }) => imageWriteTags(resource, id),
    }),
    /** A gallery's names; a signed-in admin's read names a draft's pictures too. */
    imageNames: build.query<ImageName[], ItemRef>({
      query: ({ resource, id }) => ({
        url: `/${resource}/images/names/${id}`,
        withToken: 'if-signed-in',
      }),
      providesTags: (_names, _e, { resource, id }) => [{ type: TAGS[resource].imagesTag, id }],
    }),
    deleteImage: build.mutation<void, ItemRef & { publicName: string }>({
      query: ({ resource, publicName }) => ({
        url: `/${resource}/images/${encodeURIComponent(publicName)}`,
        method: 'DELETE',
        withToken: true,
      }),
      invalidatesTags: (_r, _e, { resource, id }) => imageWriteTags(resource, id),
    }),
    reorderImages: build.mutation<ImageName[], ItemRef & { publicNames: string[] }>({
      query: ({ resource, id, publicNames }) => ({
        url: `/${resource}/${id}/images/order`,
        method: 'PUT',
        body: { public_names: publicNames },
        withToken: true,
      }),
      invalidatesTags: (_r, _e, { resource, id }) => [{ type: TAGS[resource].imagesTag, id }],
    }),
  }),
});

/** Image addresses (SPEC.md §7): 300 px for cards, 700 px for galleries. */
export { imageUrl } from '@/shared/image-url';
