import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { SectionHeading } from '../../components/ui/section-heading';
import { heroSlides } from '../../config/catalog';
import { usePhotoGallery } from '../../features/gallery/use-photo-gallery';
import { useItemActions } from '../../features/ordering/use-item-actions';
import { ProductListing } from '../../features/products/components/product-listing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { categoryByUrlpath } from '../../shared/catalog';
import NotFoundPage from './not-found';

/** /all/{category}: the products of one category, with infinite scroll. */
export default function ProductListPage() {
  const { category = '' } = useParams();
  const group = categoryByUrlpath(category);
  const gallery = usePhotoGallery('products');
  const actions = useItemActions('product');
  useDocumentTitle(group ? group.name : undefined);

  if (!group) return <NotFoundPage />;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <SectionHeading
        as="h1"
        eyebrow="Productos"
        title={group.name}
        subtitle={heroSlides.find((slide) => slide.key === group.urlpath)?.description}
      />
      <ProductListing
        key={group.urlpath}
        category={group.urlpath}
        onOrder={actions.order}
        onCopyLink={actions.share}
        onShowPhotos={gallery.show}
        photosLoadingId={gallery.loadingId}
      />
      {gallery.dialog}
    </Container>
  );
}
