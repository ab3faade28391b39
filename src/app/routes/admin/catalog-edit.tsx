import { useParams } from 'react-router-dom';
import { pages } from '@/app/pages';
import { EditItemScreen } from '@/features/admin-catalog';
import { kindOfResource } from '@/config/catalog-kinds';
import { ImageManager } from '@/features/admin-images';
import type { Resource } from '@/lib/catalog-api';
import { useDocumentTitle } from '@/lib/use-document-title';

const NotFoundPage = pages['not-found'];

/** /admin/productos/:id and /admin/servicios/:id: the item's form, then its images. */
export default function CatalogEditPage({ resource }: { resource: Resource }) {
  const config = kindOfResource(resource);
  const { id = '' } = useParams();
  useDocumentTitle(`${config.editTitle} · Administración`);
  if (!/^\d+$/.test(id) || Number(id) < 1) return <NotFoundPage />;
  return (
    <EditItemScreen
      key={`${resource}-${id}`}
      config={config}
      id={Number(id)}
      renderAfterForm={(item) => <ImageManager resource={resource} item={item} />}
    />
  );
}
