import { Container } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import { NumberedPagination } from '@/components/ui/numbered-pagination';
import { CatalogItemCard } from '@/features/catalog';
import { pageFromSearch, toPageIndex } from '@/shared/pagination';
import { PAGE_PARAM } from '@/shared/site-routes';
import { SearchResults } from '@/features/search';
import { useDocumentTitle } from '@/lib/use-document-title';
import { searchTitle } from '@/shared/page-titles';
import { EAGER_CARD_IMAGES } from '@/shared/catalog';
import { useCardActions } from './parts/use-card-actions';

/** /buscar?q=…&pagina=N: products and services matching the words typed in the bar's field. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromSearch(params.get(PAGE_PARAM));
  const cards = {
    product: useCardActions(CATALOG_KINDS.product),
    service: useCardActions(CATALOG_KINDS.service),
  };
  const query = q.trim();
  useDocumentTitle(searchTitle(query));

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <SectionHeading as="h1" eyebrow="Buscar" title={searchTitle(query)} />
      <SearchResults
        key={query}
        q={q}
        pageIndex={toPageIndex(page)}
        renderCard={(result, index) => (
          <CatalogItemCard
            kind={CATALOG_KINDS[result.kind]}
            item={result}
            eagerImage={index < EAGER_CARD_IMAGES}
            {...cards[result.kind].actions}
          />
        )}
        pageHref={(target) => paths.search.href(query, target)}
        renderPagination={(totalPages) => (
          <NumberedPagination
            page={page}
            totalPages={totalPages}
            hrefFor={(target) => paths.search.href(query, target)}
            onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          />
        )}
      />
      {cards.product.photoDialog}
      {cards.service.photoDialog}
    </Container>
  );
}
