import { CatalogList } from '@/features/admin-catalog';
import { kindOfResource } from '@/config/catalog-kinds';
import type { Resource } from '@/lib/catalog-api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/productos and /admin/servicios */
export default function CatalogListPage({ resource }: { resource: Resource }) {
  const config = kindOfResource(resource);
  useDocumentTitle(`${config.title} · Administración`);
  // A key per resource: switching between products and services starts a fresh screen.
  return <CatalogList key={resource} config={config} />;
}
