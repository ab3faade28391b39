import { useLocation, useParams } from 'react-router-dom';
import { useItemActions } from '../../features/ordering/use-item-actions';
import { ProductDetail } from '../../features/products/components/product-detail';

/** /shared/product/{code}: a product page, also what a share link opens. */
export default function ProductDetailPage() {
  const { code = '' } = useParams();
  const knownId = (useLocation().state as { id?: unknown } | null)?.id;
  const actions = useItemActions('product');
  return (
    <ProductDetail
      key={code}
      code={code}
      knownId={typeof knownId === 'number' ? knownId : undefined}
      onOrder={actions.order}
      onShare={actions.share}
    />
  );
}
