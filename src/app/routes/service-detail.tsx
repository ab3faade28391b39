import { Container } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { usePhotoGallery } from '../../features/gallery/use-photo-gallery';
import { useItemActions } from '../../features/ordering/use-item-actions';
import { ProductCard } from '../../features/products/components/product-card';
import { RelatedItems } from '../../features/related';
import { ServiceDetail } from '../../features/services/components/service-detail';
import type { Product } from '../../shared/schemas/catalog-item';

/** /shared/service/{code}: a service page, also what a share link opens. */
export default function ServiceDetailPage() {
  const { code = '' } = useParams();
  const knownId = (useLocation().state as { id?: unknown } | null)?.id;
  const actions = useItemActions('service');
  const productActions = useItemActions('product');
  const productGallery = usePhotoGallery('products');
  return (
    <>
      <ServiceDetail
        key={code}
        code={code}
        knownId={typeof knownId === 'number' ? knownId : undefined}
        onOrder={actions.order}
        onShare={actions.share}
      />
      <Container maxW="7xl" pb={{ base: '8', md: '12' }}>
        <RelatedItems
          key={code}
          resource="services"
          code={code}
          renderCard={(item) => (
            <ProductCard
              product={item as Product}
              onOrder={productActions.order}
              onCopyLink={productActions.share}
              onShowPhotos={productGallery.show}
              photosLoadingId={productGallery.loadingId}
            />
          )}
        />
      </Container>
      {productGallery.dialog}
    </>
  );
}
