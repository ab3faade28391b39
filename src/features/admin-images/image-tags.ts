import type { Resource } from '../../lib/catalog-api';

const TAGS = {
  products: { item: 'Product', images: 'ProductImages' },
  services: { item: 'Service', images: 'ServiceImages' },
} as const;

/**
 * What a new image makes stale: the item's gallery, the item and every list of its kind (the
 * first image becomes the cover), and the dashboard.
 */
export const imageUploadTags = (resource: Resource, id: number) =>
  [
    { type: TAGS[resource].images, id },
    { type: TAGS[resource].item, id },
    { type: TAGS[resource].item, id: 'LIST' },
    'Summary',
  ] as const;
