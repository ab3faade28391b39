import { CatalogList, PRODUCT_CONFIG, SERVICE_CONFIG } from '../../../features/admin-catalog';
import type { Resource } from '../../../lib/catalog-api';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/productos and /admin/servicios */
export default function CatalogListPage({ resource }: { resource: Resource }) {
  const config = resource === 'products' ? PRODUCT_CONFIG : SERVICE_CONFIG;
  useDocumentTitle(`${config.title} · Administración`);
  // A key per resource: switching between products and services starts a fresh screen.
  return <CatalogList key={resource} config={config} />;
}
