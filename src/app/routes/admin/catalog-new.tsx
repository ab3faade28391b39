import { NewItemScreen } from '@/features/admin-catalog';
import { kindOfResource } from '@/config/catalog-kinds';
import type { Resource } from '@/lib/catalog-api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/productos/nuevo and /admin/servicios/nuevo */
export default function CatalogNewPage({ resource }: { resource: Resource }) {
  const config = kindOfResource(resource);
  useDocumentTitle(`${config.newLabel} · Administración`);
  return <NewItemScreen key={resource} config={config} />;
}
