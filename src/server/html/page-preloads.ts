import { PRODUCT_PAGE_SIZE, SERVICE_PAGE_SIZE } from '../../shared/catalog';
import type { Db } from '../db/database';
import { findItemRow, listItems } from '../db/repositories/catalog-items';
import { PRODUCTS, SERVICES, findGroup, type CatalogKind } from '../routes/catalog-kinds';

/** A resource the page will ask for at once: the browser starts it while the script loads. */
export interface Preload {
  href: string;
  as: 'fetch' | 'image';
  highPriority?: boolean;
}

/** The address the client's list call uses (same parameters, same order), so the preload is reused. */
const listUrl = (kind: CatalogKind, urlpath: string, page: number, size: number) =>
  `${kind.prefix}/${kind.groupSegment}/a/${urlpath}?page=${page}&size=${size}&order_by=created_at&order_direction=desc`;

const imageUrl = (kind: CatalogKind, width: 300 | 700, name: string) =>
  `${kind.prefix}/images/${width}/${encodeURIComponent(name)}`;

/** Up to this many card images of a listing's first screen are preloaded. */
const FIRST_SCREEN_IMAGES = 2;

async function listingPreloads(
  db: Db,
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
  });
  return [
    { href: listUrl(kind, urlpath, page, size), as: 'fetch' as const },
    ...first.content
      .slice(0, FIRST_SCREEN_IMAGES)
      .filter((item) => item.default_image)
      .map((item) => ({ href: imageUrl(kind, 300, item.default_image!), as: 'image' as const })),
  ];
}

/**
 * What a listing or a detail page fetches first (its data and its first pictures), named in the
 * HTML so the requests start with the page instead of after the JavaScript has run.
 */
export async function pagePreloads(
  db: Db,
  pathname: string,
  search: URLSearchParams,
): Promise<Preload[]> {
  const productList = /^\/all\/([a-z]+)$/.exec(pathname);
  if (productList) return listingPreloads(db, PRODUCTS, productList[1], 0, PRODUCT_PAGE_SIZE);
  const serviceList = /^\/service\/([a-z]+)$/.exec(pathname);
  if (serviceList) {
    const page = Math.max(0, Math.floor(Number(search.get('pagina')) || 1) - 1);
    return listingPreloads(db, SERVICES, serviceList[1], page, SERVICE_PAGE_SIZE);
  }
  const detail = /^\/shared\/(product|service)\/([^/]+)$/.exec(pathname);
  if (!detail) return [];
  const kind = detail[1] === 'product' ? PRODUCTS : SERVICES;
  const code = decodeURIComponent(detail[2]);
  const row = await findItemRow(db, kind.kind, { code });
  if (!row || row.published !== 1) return [];
  return [
    { href: `${kind.prefix}/c/${encodeURIComponent(code)}`, as: 'fetch' },
    ...(row.default_image
      ? [{ href: imageUrl(kind, 700, row.default_image), as: 'image' as const, highPriority: true }]
      : []),
  ];
}

export function renderPreloads(preloads: Preload[]): string {
  return preloads
    .map(
      (p) =>
        `<link rel="preload" href="${p.href.replace(/&/g, '&amp;')}" as="${p.as}"${p.as === 'fetch' ? ' crossorigin' : ''}${p.highPriority ? ' fetchpriority="high"' : ''}>`,
    )
    .join('\n    ');
}
