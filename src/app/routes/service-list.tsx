import { SERVICE_KIND } from '@/config/catalog-kinds';
import { ServiceListing } from '@/features/catalog';
import { CatalogListPage } from './parts/catalog-list-page';

/** /service/{type}?pagina=N: one numbered page of a service type. */
export default function ServiceListPage() {
  return <CatalogListPage kind={SERVICE_KIND} Listing={ServiceListing} />;
}
