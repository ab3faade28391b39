import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CatalogGrid } from '@/components/catalog/catalog-grid';
import { CatalogGridSkeleton } from '@/components/catalog/catalog-card-skeleton';
import type { ItemCardActions } from '@/components/catalog/item-actions';
import { EmptyState } from '@/components/ui/empty-state';
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

export interface ServiceListingProps extends ItemCardActions<Service> {
  /** Service type url path, e.g. 'cursos'. */
  group: string;
}

/** One numbered page of a service type; the page lives in the address as ?pagina=N. */
export function ServiceListing({ group: type, ...actions }: ServiceListingProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams.get(PAGE_PARAM));
  const { services, totalPages, error, isError, isFetching, refetch } = useServicesPage(
    type,
    toPageIndex(page),
  );
  const cardSpecs = useCardSpecs('services', type);

  // A page past the end (an old link, a list that shrank) becomes the last page; junk becomes page 1.
  const rawParam = searchParams.get(PAGE_PARAM);
  const canonicalPage = totalPages === undefined ? page : clampPage(page, totalPages);
  const canonicalHref = SERVICE_KIND.publicListHref(type, canonicalPage);
  const needsRedirect = (rawParam !== null && rawParam !== String(page)) || canonicalPage !== page;
  useEffect(() => {
    if (needsRedirect) navigate(canonicalHref, { replace: true });
  }, [needsRedirect, canonicalHref, navigate]);

  const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

  if (!services) {
    if (isError && !isFetching) return <PageLoadError error={error} onRetry={() => refetch()} />;
    return (
      <CatalogGridSkeleton
        count={SERVICE_KIND.pageSize}
        label={SERVICE_KIND.listing.loading}
        withFacts={!!cardSpecs}
      />
    );
  }
  if (services.length === 0 && page === 1) return <EmptyState title={SERVICE_KIND.listing.empty} />;

  return (
    <Box>
      <CatalogGrid aria-label={SERVICE_KIND.listing.label}>
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
        hrefFor={(target) => SERVICE_KIND.publicListHref(type, target)}
        onNavigate={scrollToTop}
      />
    </Box>
  );
}
