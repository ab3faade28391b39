import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useDeferredValue, useEffect } from 'react';
import { CatalogGrid } from '@/components/catalog/catalog-grid';
import {
  CatalogGridSkeleton,
  CatalogSkeletonItems,
} from '@/components/catalog/catalog-card-skeleton';
import type { ItemCardActions } from '@/components/catalog/item-actions';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoadError } from '@/components/ui/page-load-error';
import { errorMessage } from '@/lib/api';
import { Hydrate } from '@/start/hydration';
import { useHoldScrollRestoration } from '@/start/scroll-hold';
import { EAGER_CARD_IMAGES } from '@/shared/catalog';
import type { Product } from '@/shared/schemas/catalog-item';
import { useCardSpecs, useProductsByCategory } from '../api';
import { PRODUCT_KIND } from '@/config/catalog-kinds';
import { loadMoreMarkerIndex } from '../infinite-scroll';
import { useReturnedExtent } from '../use-list-extent';
import { useWhenVisible } from '../use-when-visible';
import { CatalogItemCard } from './catalog-item-card';
import { ListingToolbar, ListingWithPanel } from '../filters/listing-controls';
import { ListingEmpty } from '../filters/no-match';
import type { ListingFilters } from '../use-listing-filters';

export interface ProductListingProps extends ItemCardActions<Product> {
  /** Category url path, e.g. 'invernaderos'. */
  group: string;
  /** The sort and filters of the address (useListingFilters). */
  filters: ListingFilters;
}

/**
 * The products of a category with infinite scroll (SPEC.md §4), sorted and filtered as the
 * address says, under their count, 'Filtrar' and 'Ordenar por' (issue 65).
 */
export function ProductListing({ group: category, filters, ...actions }: ProductListingProps) {
  const first = useProductsByCategory(category, filters.listQuery, !filters.ready).currentData
    ?.pages[0];
  return (
    <Box>
      <ListingToolbar
        kind={PRODUCT_KIND}
        group={category}
        filters={filters}
        total={first?.totalElements}
        onPhone={first?.on_phone}
      />
      <ListingWithPanel kind={PRODUCT_KIND} group={category} filters={filters}>
        <ProductCards group={category} filters={filters} {...actions} />
      </ListingWithPanel>
    </Box>
  );
}

/** The cards, loading more as the last ones come into view. */
function ProductCards({ group: category, filters, ...actions }: ProductListingProps) {
  const {
    products,
    currentData,
    error,
    isError,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
    isFetching,
  } = useProductsByCategory(category, filters.listQuery, !filters.ready);
  const beside = filters.filterable.length > 0;
  const cardSpecs = useCardSpecs('products', category);

  // A page of cards that arrives renders in a transition (React yields between cards) instead of
  // in the store update's own synchronous render: eight cards were one task of ~500 ms on the
  // visitor's phone. Until they are rendered, the loading cards stay in their place.
  const shown = useDeferredValue(products);
  const rendering = shown !== products;
  // The next page is asked for once the marker is reached, or when it becomes possible again
  // with the marker still in view (a failed page, then the signal back: RTK Query refetched).
  const canLoadMore = hasNextPage && !isFetching && !isError && !rendering;
  const loadMore = () => {
    if (canLoadMore) fetchNextPage();
  };
  const markerRef = useWhenVisible(loadMore, canLoadMore);

  // Back (or a reload) to this listing in a new document: the pages its entry had come back, one
  // after the other, so the visitor's card is there for the scroll restoration to land on.
  const pagesLoaded = currentData?.pages.length ?? 0;
  const wantedPages = useReturnedExtent(pagesLoaded);
  // RTK Query's `fetchNextPage` is stable, and it skips a call while a page is on its way.
  const restoring =
    pagesLoaded > 0 && pagesLoaded < wantedPages && hasNextPage && !isFetching && !isError;
  useEffect(() => {
    if (restoring) fetchNextPage();
  }, [restoring, pagesLoaded, fetchNextPage]);
  // Until those pages are back and their cards shown, the scroll restoration waits for them.
  const stillToCome = pagesLoaded < wantedPages && (hasNextPage || !currentData);
  useHoldScrollRestoration(
    wantedPages > 0 && !isError && (stillToCome || (rendering && pagesLoaded <= wantedPages)),
  );
  const markerIndex = loadMoreMarkerIndex(shown.length, hasNextPage);

  if (!currentData) {
    if (isError && !isFetching) return <PageLoadError error={error} onRetry={() => refetch()} />;
    return (
      <CatalogGridSkeleton
        count={PRODUCT_KIND.pageSize}
        label={PRODUCT_KIND.listing.loading}
        withFacts={!!cardSpecs}
      />
    );
  }
  if (products.length === 0) return <ListingEmpty kind={PRODUCT_KIND} filters={filters} />;
  const loadingMore = isFetchingNextPage || rendering;

  return (
    <Box>
      <CatalogGrid aria-label={PRODUCT_KIND.listing.label} beside={beside}>
        {shown.map((product, index) => (
          <li
            key={product.id}
            ref={index === markerIndex ? markerRef : undefined}
            data-load-more={index === markerIndex || undefined}
          >
            <Hydrate scope={`product-${product.code}`}>
              <CatalogItemCard
                kind={PRODUCT_KIND}
                item={product}
                eagerImage={index < EAGER_CARD_IMAGES}
                cardSpecs={cardSpecs}
                {...actions}
              />
            </Hydrate>
          </li>
        ))}
        {loadingMore && <CatalogSkeletonItems count={4} withFacts={!!cardSpecs} />}
      </CatalogGrid>
      {loadingMore && (
        <VisuallyHidden role="status">{PRODUCT_KIND.listing.loadingMore}</VisuallyHidden>
      )}
      {isError && !isFetchingNextPage && (
        <Box mt="8">
          <ErrorState
            title={PRODUCT_KIND.listing.loadMoreError}
            message={errorMessage(error)}
            onRetry={() => fetchNextPage()}
          />
        </Box>
      )}
      {!hasNextPage && (
        <Text textAlign="center" color="fg.muted" fontSize="sm" mt="10">
          {filters.active > 0 ? PRODUCT_KIND.listing.endFiltered : PRODUCT_KIND.listing.end}
        </Text>
      )}
    </Box>
  );
}
