import { NewItemScreen, PRODUCT_CONFIG, SERVICE_CONFIG } from '../../../features/admin-catalog';
import type { Resource } from '../../../lib/catalog-api';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/productos/nuevo and /admin/servicios/nuevo */
export default function CatalogNewPage({ resource }: { resource: Resource }) {
  const config = resource === 'products' ? PRODUCT_CONFIG : SERVICE_CONFIG;
  useDocumentTitle(`${config.newLabel} · Administración`);
  return <NewItemScreen key={resource} config={config} />;
}
