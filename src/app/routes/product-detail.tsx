import { Container } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { usePhotoGallery } from '../../features/gallery/use-photo-gallery';
import { useItemActions } from '../../features/ordering/use-item-actions';
import { ProductDetail } from '../../features/products/components/product-detail';
import { RelatedItems } from '../../features/related';
import { ServiceCard } from '../../features/services/components/service-card';
import type { Service } from '../../shared/schemas/catalog-item';

/** /shared/product/{code}: a product page, also what a share link opens. */
export default function ProductDetailPage() {
  const { code = '' } = useParams();
  const knownId = (useLocation().state as { id?: unknown } | null)?.id;
  const actions = useItemActions('product');
  const serviceActions = useItemActions('service');
  const serviceGallery = usePhotoGallery('services');
  return (
    <>
      <ProductDetail
        key={code}
        code={code}
        knownId={typeof knownId === 'number' ? knownId : undefined}
        onOrder={actions.order}
        onShare={actions.share}
      />
      <Container maxW="7xl" pb={{ base: '8', md: '12' }}>
        <RelatedItems
          key={code}
          resource="products"
          code={code}
          renderCard={(item) => (
            <ServiceCard
              service={item as Service}
              onOrder={serviceActions.order}
              onCopyLink={serviceActions.share}
              onShowPhotos={serviceGallery.show}
              photosLoadingId={serviceGallery.loadingId}
            />
          )}
        />
      </Container>
      {serviceGallery.dialog}
    </>
  );
}
