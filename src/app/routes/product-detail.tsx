import { PRODUCT_KIND } from '@/config/catalog-kinds';
import { CatalogDetailPage } from './parts/catalog-detail-page';

/** /shared/product/{code}: a product page, also what a share link opens. */
export default function ProductDetailPage() {
  return <CatalogDetailPage kind={PRODUCT_KIND} />;
}
