import { hasListingParams } from '@/shared/listing-url';
import {
  CATEGORY_MENU_ORDER,
  HERO_MEDIA_QUERIES,
  HERO_SIZES,
  CARD_IMAGE_SIZES,
  EAGER_CARD_IMAGES,
  type HeroSize,
} from '@/shared/catalog';
import { pageFromSearch, toPageIndex } from '@/shared/pagination';
import {
  matchPublicPage,
  PAGE_PARAM,
  type PublicPage,
  type RouteParams,
} from '@/shared/site-routes';
import type { Db } from '../db/database';
import { listItems, type ListingIndex } from '../db/repositories/catalog-listing';
import type { CatalogItem } from '@/shared/schemas/catalog-item';
import { imageUrl, mediaImageUrl } from '@/shared/image-url';
import { PRODUCTS, SERVICES, findGroup, type CatalogKind } from '../catalog/kinds';

/** A resource the page will ask for at once: the browser starts it while the script loads. */
export interface Preload {
  href: string;
  as: 'fetch' | 'image' | 'script' | 'style';
  /** `fetchpriority`: high for the LCP picture, low for what only the scripts need. */
  priority?: 'high' | 'low';
  /** Only fetched when this media query matches (the hero's three sizes). */
  media?: string;
  /** For a picture with `srcset`: the same candidates and sizes, so the same file is fetched. */
  imageSrcSet?: string;
  imageSizes?: string;
}

/** The address the client's list call uses (same parameters, same order), so the preload is reused. */
const listUrl = (kind: CatalogKind, groupId: number, page: number, size: number) =>
  `${kind.prefix}/${kind.groupSegment}/a/${groupId}?page=${page}&size=${size}&order_by=created_at&order_direction=desc`;

/** The first page of one category or service type, and its first card images. */
async function groupPreloads(
  db: Db,
  index: ListingIndex | undefined,
  kind: CatalogKind,
  urlpath: string,
  page: number,
  size: number,
) {
  const group = findGroup(kind, urlpath);
  if (!group) return [];
  const first = await listItems(db, kind, {
    groupId: group.id,
    page,
    size,
    orderBy: 'created_at',
    direction: 'desc',
    includeDrafts: false,
    index,
  });
  return [
    { href: listUrl(kind, group.id, page, size), as: 'fetch' as const },
    ...first.content
      .slice(0, EAGER_CARD_IMAGES)
      .filter((item) => item.default_image)
      .map((item) => ({
        href: imageUrl(kind.resource, item.default_image!, 300),
        as: 'image' as const,
        // The card's own srcset and sizes: a phone's screen picks the 700 px file, not this one.
        imageSrcSet: `${imageUrl(kind.resource, item.default_image!, 300)} 300w, ${imageUrl(kind.resource, item.default_image!, 700)} 700w`,
        imageSizes: CARD_IMAGE_SIZES,
        priority: 'high' as const,
      })),
  ];
}

/** What a detail page fetches first: the item by its code and its cover at 700 px. */
function itemPreloads(
  kind: CatalogKind,
  item: Pick<CatalogItem, 'code' | 'default_image'>,
): Preload[] {
  return [
    { href: `${kind.prefix}/c/${encodeURIComponent(item.code)}`, as: 'fetch' },
    ...(item.default_image
      ? [
          {
            href: imageUrl(kind.resource, item.default_image, 700),
            as: 'image' as const,
            priority: 'high' as const,
          },
        ]
      : []),
  ];
}

/**
 * The home page's LCP image, the hero's first slide, in the one size `<picture>` will pick:
 * fetched before any script runs.
 */
function heroPreloads(): Preload[] {
  return (Object.keys(HERO_SIZES) as HeroSize[]).map((size) => ({
    href: mediaImageUrl(CATEGORY_MENU_ORDER[0], size),
    as: 'image',
    media: HERO_MEDIA_QUERIES[size],
    priority: 'high' as const,
  }));
}

interface PreloadRequest {
  db: Db;
  index?: ListingIndex;
  params: RouteParams;
  query: URLSearchParams;
  /** The item of a product or service page (found by its metadata, site-page-meta.ts). */
  item?: Pick<CatalogItem, 'code' | 'default_image'>;
}

/**
 * What each public page fetches first (its data and its first pictures), named in the HTML so
 * the requests start with the page instead of after the JavaScript has run. Every page has its
 * entry (the type checker asks for a new one): null for a page that names none.
 */
export const PAGE_PRELOADS: Record<
  PublicPage,
  ((page: PreloadRequest) => Preload[] | Promise<Preload[]>) | null
> = {
  home: heroPreloads,
  // A sorted or filtered listing shows other cards than the group's first page: none named.
  'product-list': ({ db, index, params, query }) =>
    hasListingParams(query)
      ? []
      : groupPreloads(db, index, PRODUCTS, params.group, 0, PRODUCTS.pageSize),
  'service-list': ({ db, index, params, query }) =>
    hasListingParams(query)
      ? []
      : groupPreloads(
          db,
          index,
          SERVICES,
          params.group,
          toPageIndex(pageFromSearch(query.get(PAGE_PARAM))),
          SERVICES.pageSize,
        ),
  'product-detail': ({ item }) => (item ? itemPreloads(PRODUCTS, item) : []),
  'service-detail': ({ item }) => (item ? itemPreloads(SERVICES, item) : []),
  search: null,
  // Its data come inside the page (the prerender's answers), its pictures are below the heading.
  compare: null,
  privacy: null,
  'not-found': null,
};

/** What the public page at `pathname` fetches first (nothing for the admin area). */
export async function pagePreloads(
  pathname: string,
  request: Omit<PreloadRequest, 'params'>,
): Promise<Preload[]> {
  const matched = matchPublicPage(pathname);
  const preloads = matched && PAGE_PRELOADS[matched.page];
  return preloads ? preloads({ ...request, params: matched.params }) : [];
}

export function renderPreloads(preloads: Preload[]): string {
  return preloads
    .map(
      (p) =>
        `<link rel="preload" href="${p.href.replace(/&/g, '&amp;')}" as="${p.as}"${p.as === 'fetch' ? ' crossorigin' : ''}${p.media ? ` media="${p.media}"` : ''}${p.imageSrcSet ? ` imagesrcset="${p.imageSrcSet}" imagesizes="${p.imageSizes}"` : ''}${p.priority ? ` fetchpriority="${p.priority}"` : ''}>`,
    )
    .join('\n    ');
}
