import type { CatalogCardLabels } from '../../components/catalog/catalog-card';

/** The words of a service card and page (SPEC.md §2); tooltips and accessible names alike. */
export const SERVICE_LABELS: CatalogCardLabels = {
  copyLink: 'Copiar link del servicio',
  showPhotos: 'Ver fotos',
  view: 'Ver servicio',
  order: 'Solicitar servicio',
};
