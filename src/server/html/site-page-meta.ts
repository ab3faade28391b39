import { listingTitle, searchTitle } from '@/shared/page-titles';
import { compareQueryOf, compareTitle } from '@/shared/compare';
import { imageUrl } from '@/shared/image-url';
import type { SearchResult } from '@/shared/schemas/search';
import { CATEGORIES, KINDS, SERVICE_TYPES, type ItemKind } from '@/shared/catalog';
import { pageFromSearch } from '@/shared/pagination';
import {
  matchPublicPage,
  PAGE_PARAM,
  PUBLIC_ROUTES,
  siteHrefs,
  type PublicPage,
  type RouteParams,
} from '@/shared/site-routes';
import type { Db } from '../db/database';
import { findItem } from '../db/repositories/catalog-items';
import { listImages } from '../db/repositories/images';
import { groupSpecs } from '../db/repositories/specs';
import type { PageMeta } from './page-meta';
import { localBusinessLd, productLd, serviceLd } from './structured-data';

/** An item page's JSON-LD, by kind. */
const ITEM_LD: Readonly<Record<ItemKind, typeof productLd>> = {
  product: productLd,
  service: serviceLd,
};

export interface SitePage {
  meta: PageMeta;
  found: boolean;
  /** The item of a product or service page, with its kind. */
  item?: SearchResult;
}

interface Site {
  db: Db;
  publicUrl: string;
  brand: string;
}

async function itemPage(site: Site, pathname: string, kind: 'product' | 'service', code: string) {
  const url = site.publicUrl + pathname;
  const item = await findItem(site.db, kind, { code });
  if (!item?.published) {
    return { found: false, meta: { title: KINDS[kind].notFound, url, noindex: true } };
  }
  const { resource } = KINDS[kind];
  const pictureUrl = (name: string) => site.publicUrl + imageUrl(resource, name, 700);
  const group = 'category_id' in item ? item.category_id : item.type_id;
  const [pictures, specs] = await Promise.all([
    listImages(site.db, item.id),
    groupSpecs(site.db, kind, group.id),
  ]);
  const images = pictures.map((image) => pictureUrl(image.public_name));
  // The cover first, as the cards and the preview show it.
  const cover = item.default_image ? pictureUrl(item.default_image) : undefined;
  const ordered = cover ? [cover, ...images.filter((i) => i !== cover)] : images;
  const ld = {
    item,
    url,
    images: ordered,
    groupName: group.name,
    specs,
    brand: site.brand,
    publicUrl: site.publicUrl,
  };
  return {
    found: true,
    item: { ...item, kind } as SearchResult,
    meta: {
      title: item.name,
      description: item.description,
      image: cover,
      url,
      jsonLd: [ITEM_LD[kind](ld)],
    },
  };
}

/**
 * A comparison's title and preview: the items of its address that are published, of the first
 * one's group (as the page shows them), the first one's cover as the picture.
 */
async function comparePage(site: Site, query: URLSearchParams): Promise<SitePage> {
  const { kind, codes } = compareQueryOf(query);
  const found = await Promise.all(codes.map((code) => findItem(site.db, kind, { code })));
  const published = found.filter((item) => item?.published).map((item) => item!);
  const groupOf = (item: (typeof published)[number]) =>
    ('category_id' in item ? item.category_id : item.type_id).id;
  const items = published.filter((item) => groupOf(item) === groupOf(published[0]));
  const names = items.map((item) => item.name);
  const cover = items.find((item) => item.default_image)?.default_image;
  return {
    found: true,
    meta: {
      title: compareTitle(names),
      description: names.length
        ? `${names.join(', ')}: precios y especificaciones lado a lado en ${site.brand}.`
        : `Compare hasta 4 ${KINDS[kind].plural} de ${site.brand} lado a lado.`,
      image: cover ? site.publicUrl + imageUrl(KINDS[kind].resource, cover, 700) : undefined,
      url:
        site.publicUrl +
        siteHrefs.compare(
          kind,
          items.map((item) => item.code),
        ),
      // One page per choice of items: shared by link, not for a search engine's index.
      noindex: true,
    },
  };
}

interface PageRequest {
  site: Site;
  pathname: string;
  params: RouteParams;
  query: URLSearchParams;
}

/**
 * Each public page's metadata. Every page has its entry (the type checker asks for a new one):
 * null for a page with only its address and the site's default title.
 */
export const PAGE_META: Record<
  PublicPage,
  ((page: PageRequest) => SitePage | Promise<SitePage>) | null
> = {
  home: ({ site: { publicUrl, brand } }) => ({
    found: true,
    meta: {
      url: `${publicUrl}/`,
      jsonLd: [localBusinessLd(brand, publicUrl, `${publicUrl}/brand/emblem.svg`)],
    },
  }),
  'product-list': ({ site: { publicUrl, brand }, pathname, params }) => {
    const category = CATEGORIES.find((c) => c.urlpath === params.group);
    if (!category) return { found: true, meta: { url: publicUrl + pathname } };
    return {
      found: true,
      meta: {
        title: listingTitle(category.name, 'productos'),
        description: `${category.name} de ${brand}: fotos, precios en Bs. y pedidos por WhatsApp, con entrega e instalación en toda Bolivia.`,
        url: publicUrl + pathname,
      },
    };
  },
  'service-list': ({ site: { publicUrl, brand }, pathname, params, query }) => {
    const type = SERVICE_TYPES.find((t) => t.urlpath === params.group);
    if (!type) return { found: true, meta: { url: publicUrl + pathname } };
    const page = pageFromSearch(query.get(PAGE_PARAM));
    const paged = page > 1;
    return {
      found: true,
      meta: {
        title: listingTitle(type.name, 'servicios', page),
        description: `Servicios de ${type.name.toLowerCase()} de ${brand} en Bolivia: conozca cada uno y solicítelo por WhatsApp.${paged ? ` Página ${page}.` : ''}`,
        url: publicUrl + siteHrefs.serviceList(type.urlpath, paged ? page : undefined),
      },
    };
  },
  'product-detail': ({ site, pathname, params }) =>
    itemPage(site, pathname, 'product', params.code),
  'service-detail': ({ site, pathname, params }) =>
    itemPage(site, pathname, 'service', params.code),
  search: ({ site: { publicUrl, brand }, query }) => {
    const q = (query.get('q') ?? '').trim();
    return {
      found: true,
      meta: {
        title: searchTitle(q),
        description: q
          ? `Productos y servicios de ${brand} que coinciden con «${q}».`
          : `Busque invernaderos, maquinaria, laboratorios, riego y servicios de ${brand}.`,
        url: publicUrl + siteHrefs.search(q),
        // Result pages of an internal search are not pages for a search engine's index.
        noindex: true,
      },
    };
  },
  compare: ({ site, query }) => comparePage(site, query),
  privacy: ({ site: { publicUrl, brand } }) => ({
    found: true,
    meta: {
      title: 'Privacidad',
      description: `Qué cuenta ${brand} de las visitas a su catálogo, qué no guarda nunca y por cuánto tiempo.`,
      url: publicUrl + PUBLIC_ROUTES.privacy.path,
    },
  }),
  'not-found': null,
};

/**
 * The title, description, canonical address, preview picture and structured data of a page, from
 * its path and query; `found` is false for an unknown item.
 */
export async function sitePageMeta(site: Site, pathname: string, query: string): Promise<SitePage> {
  const matched = matchPublicPage(pathname);
  if (!matched) {
    return {
      found: true,
      meta: { title: 'Administración', url: site.publicUrl + pathname, noindex: true },
    };
  }
  const meta = PAGE_META[matched.page];
  if (!meta) return { found: true, meta: { url: site.publicUrl + pathname } };
  return meta({ site, pathname, params: matched.params, query: new URLSearchParams(query) });
}
