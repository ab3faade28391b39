import { COMPANY } from '@/shared/company';
import type { CatalogItem } from '@/shared/schemas/catalog-item';
import type { Spec } from '@/shared/schemas/specs';
import { shownSpecs } from '@/shared/spec-values';
import { excerpt } from '../lib/plain-text';

/** A schema.org object as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const DESCRIPTION_MAX = 5000;

export interface ItemLd {
  item: CatalogItem;
  /** The page's absolute address. */
  url: string;
  /** Absolute addresses of the item's pictures at 700 px, cover first. */
  images: string[];
  /** The category or service type, by name. */
  groupName: string;
  brand: string;
  publicUrl: string;
  /** The specifications of the item's group, in order. */
  specs: readonly Spec[];
}

const organization = (brand: string, publicUrl: string) => ({
  '@type': 'Organization',
  name: brand,
  url: `${publicUrl}/`,
});

/**
 * The item's specification values as `additionalProperty`, in its group's order: each a
 * `PropertyValue` with the label as its name, the value as stored (a number, a text, a boolean)
 * and a number's unit as `unitText`. Nothing when the item holds none.
 */
function additionalProperty(item: CatalogItem, specs: readonly Spec[]) {
  const shown = shownSpecs(specs, item.specs).map(({ spec }) => ({
    '@type': 'PropertyValue',
    name: spec.label,
    value: item.specs[spec.key],
    ...(spec.type === 'number' && spec.unit ? { unitText: spec.unit } : {}),
  }));
  return shown.length ? { additionalProperty: shown } : {};
}

/** What the JSON-LD of every catalogue item starts with. */
const itemHead = (type: 'Product' | 'Service', item: CatalogItem) => ({
  '@context': 'https://schema.org',
  '@type': type,
  name: item.name,
  description: excerpt(item.description, DESCRIPTION_MAX) || item.name,
});

/** The item's price as an `Offer` in bolivianos, only when the price is shown. */
const offer = (item: CatalogItem, details: Record<string, unknown> = {}) =>
  item.price_id.visible
    ? {
        offers: {
          '@type': 'Offer',
          price: item.price_id.totalPrice.toFixed(2),
          priceCurrency: 'BOB',
          ...details,
        },
      }
    : {};

/** `Product` of a product page; its offer (in bolivianos) only when the price is shown. */
export function productLd({
  item,
  url,
  images,
  groupName,
  brand,
  publicUrl,
  specs,
}: ItemLd): JsonLd {
  return {
    ...itemHead('Product', item),
    sku: item.code,
    url,
    category: groupName,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: brand },
    ...additionalProperty(item, specs),
    ...offer(item, {
      availability: 'https://schema.org/InStock',
      url,
      seller: organization(brand, publicUrl),
    }),
  };
}

/** `Service` of a service page. */
export function serviceLd({
  item,
  url,
  images,
  groupName,
  brand,
  publicUrl,
  specs,
}: ItemLd): JsonLd {
  return {
    ...itemHead('Service', item),
    serviceType: groupName,
    url,
    ...(images.length ? { image: images } : {}),
    ...additionalProperty(item, specs),
    provider: organization(brand, publicUrl),
    areaServed: { '@type': 'Country', name: 'Bolivia' },
    ...offer(item),
  };
}

/** `LocalBusiness` of the home page, from the company's contact data and hours. */
export function localBusinessLd(brand: string, publicUrl: string, logo: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: brand,
    url: `${publicUrl}/`,
    image: logo,
    logo,
    telephone: COMPANY.phone,
    email: COMPANY.email,
    address: { '@type': 'PostalAddress', ...COMPANY.address },
    geo: { '@type': 'GeoCoordinates', latitude: COMPANY.map.lat, longitude: COMPANY.map.lng },
    openingHoursSpecification: COMPANY.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: [COMPANY.facebook, COMPANY.youtube, COMPANY.tiktok, COMPANY.instagram],
  };
}

/**
 * A `<script type="application/ld+json">`; `<` is written as `\u003c` so no text in the data can
 * close the script element.
 */
export const jsonLdScript = (data: JsonLd) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
