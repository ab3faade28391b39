import { SERVICE_KIND } from '@/config/catalog-kinds';
import { CatalogDetailPage } from './parts/catalog-detail-page';

/** /shared/service/{code}: a service page, also what a share link opens. */
export default function ServiceDetailPage() {
  return <CatalogDetailPage kind={SERVICE_KIND} />;
}
