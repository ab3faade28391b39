import { PRODUCT_KIND } from '@/config/catalog-kinds';
import { ProductListing } from '@/features/catalog';
import { CatalogListPage } from './parts/catalog-list-page';

/** /all/{category}: the products of one category, with infinite scroll. */
export default function ProductListPage() {
  return <CatalogListPage kind={PRODUCT_KIND} Listing={ProductListing} />;
}
