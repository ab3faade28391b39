import { Container } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { usePhotoGallery } from '../../features/gallery/use-photo-gallery';
import { useItemActions } from '../../features/ordering/use-item-actions';
import { ProductCard } from '../../features/products/components/product-card';
import { SearchResults } from '../../features/search';
import { ServiceCard } from '../../features/services/components/service-card';
import { ServicePagination } from '../../features/services/components/service-pagination';
import { PAGE_PARAM, pageFromSearch, toPageIndex } from '../../features/services/pagination';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EAGER_CARD_IMAGES } from '../../shared/catalog';
import type { Product, Service } from '../../shared/schemas/catalog-item';

/** /buscar?q=…&pagina=N: products and services matching the words typed in the bar's field. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromSearch(params.get(PAGE_PARAM));
  const productGallery = usePhotoGallery('products');
  const serviceGallery = usePhotoGallery('services');
  const productActions = useItemActions('product');
  const serviceActions = useItemActions('service');
  const query = q.trim();
  useDocumentTitle(query ? `Resultados para «${query}»` : 'Buscar');

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <SectionHeading
        as="h1"
        eyebrow="Buscar"
        title={query ? `Resultados para «${query}»` : 'Buscar en el catálogo'}
      />
      <SearchResults
        key={query}
        q={q}
        pageIndex={toPageIndex(page)}
        renderCard={(result, index) =>
          result.kind === 'product' ? (
            <ProductCard
              product={result as Product}
              eagerImage={index < EAGER_CARD_IMAGES}
              onOrder={productActions.order}
              onCopyLink={productActions.share}
              onShowPhotos={productGallery.show}
              photosLoadingId={productGallery.loadingId}
            />
          ) : (
            <ServiceCard
              service={result as Service}
              eagerImage={index < EAGER_CARD_IMAGES}
              onOrder={serviceActions.order}
              onCopyLink={serviceActions.share}
              onShowPhotos={serviceGallery.show}
              photosLoadingId={serviceGallery.loadingId}
            />
          )
        }
        renderPagination={(totalPages) => (
          <ServicePagination
            page={page}
            totalPages={totalPages}
            hrefFor={(target) => paths.search.href(query, target)}
            onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          />
        )}
      />
      {productGallery.dialog}
      {serviceGallery.dialog}
    </Container>
  );
}
