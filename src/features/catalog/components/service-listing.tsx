import { Box } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CatalogGrid } from '@/components/catalog/catalog-grid';
import { CatalogGridSkeleton } from '@/components/catalog/catalog-card-skeleton';
import type { ItemCardActions } from '@/components/catalog/item-actions';
import { PageLoadError } from '@/components/ui/page-load-error';
import { Hydrate } from '@/start/hydration';
import { EAGER_CARD_IMAGES } from '@/shared/catalog';
import type { Service } from '@/shared/schemas/catalog-item';
import { useCardSpecs, useServicesPage } from '../api';
import { SERVICE_KIND } from '@/config/catalog-kinds';
import { clampPage, pageFromSearch, toPageIndex } from '@/shared/pagination';
import { PAGE_PARAM } from '@/shared/site-routes';
import { CatalogItemCard } from './catalog-item-card';
import { NumberedPagination } from '@/components/ui/numbered-pagination';
import { serializeListingFilters } from '@/shared/listing-url';
import { ListingToolbar, ListingWithPanel } from '../filters/listing-controls';
import { ListingEmpty } from '../filters/no-match';
import type { ListingFilters } from '../use-listing-filters';

export interface ServiceListingProps extends ItemCardActions<Service> {
  /** Service type url path, e.g. 'cursos'. */
  group: string;
  /** The sort and filters of the address (useListingFilters). */
  filters: ListingFilters;
}

/** An address of the listing with its sort and filters kept. */
const withFilters = (href: string, search: string) =>
  search ? `${href}${href.includes('?') ? '&' : '?'}${search}` : href;

/**
 * One numbered page of a service type; the page lives in the address as ?pagina=N, beside the
 * sort and filters (issue 65), under their count, 'Filtrar' and 'Ordenar por'.
 */
export function ServiceListing({ group: type, filters, ...actions }: ServiceListingProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams.get(PAGE_PARAM));
  const { services, totalPages, currentData, error, isError, isFetching, refetch } =
    useServicesPage(type, toPageIndex(page), filters.listQuery, !filters.ready);
  const search = serializeListingFilters(filters.state);
  const hrefFor = (target: number) =>
    withFilters(SERVICE_KIND.publicListHref(type, target), search);
  const cardSpecs = useCardSpecs('services', type);

  // A page past the end (an old link, a list that shrank) becomes the last page; junk becomes page 1.
  const rawParam = searchParams.get(PAGE_PARAM);
  const canonicalPage = totalPages === undefined ? page : clampPage(page, totalPages);
  const canonicalHref = hrefFor(canonicalPage);
  const needsRedirect = (rawParam !== null && rawParam !== String(page)) || canonicalPage !== page;
  useEffect(() => {
    if (needsRedirect) navigate(canonicalHref, { replace: true });
  }, [needsRedirect, canonicalHref, navigate]);

  const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

  let cards: ReactNode;
  if (!services) {
    cards =
      isError && !isFetching ? (
        <PageLoadError error={error} onRetry={() => refetch()} />
      ) : (
        <CatalogGridSkeleton
          count={SERVICE_KIND.pageSize}
          label={SERVICE_KIND.listing.loading}
          withFacts={!!cardSpecs}
        />
      );
  } else if (services.length === 0 && page === 1) {
    cards = <ListingEmpty kind={SERVICE_KIND} filters={filters} />;
  } else {
    cards = (
      <>
        <CatalogGrid aria-label={SERVICE_KIND.listing.label} beside={filters.filterable.length > 0}>
          {services.map((service, index) => (
            <li key={service.id}>
              <Hydrate scope={`service-${service.code}`}>
                <CatalogItemCard
                  kind={SERVICE_KIND}
                  item={service}
                  eagerImage={index < EAGER_CARD_IMAGES}
                  cardSpecs={cardSpecs}
                  {...actions}
                />
              </Hydrate>
            </li>
          ))}
        </CatalogGrid>
        <NumberedPagination
          page={page}
          totalPages={totalPages ?? 1}
          hrefFor={hrefFor}
          onNavigate={scrollToTop}
        />
      </>
    );
  }

  return (
    <Box>
      <ListingToolbar
        kind={SERVICE_KIND}
        group={type}
        filters={filters}
        total={currentData?.totalElements}
        onPhone={currentData?.on_phone}
      />
      <ListingWithPanel kind={SERVICE_KIND} group={type} filters={filters}>
        {cards}
      </ListingWithPanel>
    </Box>
  );
}
