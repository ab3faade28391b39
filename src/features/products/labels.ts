import type { CatalogCardLabels } from '../../components/catalog/catalog-card';

/** The words of a product card and page (SPEC.md §2); tooltips and accessible names alike. */
export const PRODUCT_LABELS: CatalogCardLabels = {
  copyLink: 'Copiar link del producto',
  showPhotos: 'Ver fotos',
  view: 'Ver producto',
  order: 'Realizar pedido',
};
