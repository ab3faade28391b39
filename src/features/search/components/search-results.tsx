import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CatalogGrid } from '@/components/catalog/catalog-grid';
import { CatalogGridSkeleton } from '@/components/catalog/catalog-card-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoadError } from '@/components/ui/page-load-error';
import { trackSearch } from '@/lib/events';
import { Hydrate } from '@/start/hydration';
import { SEARCH_MIN, SEARCH_PAGE_SIZE } from '@/shared/search-limits';
import { isSearchable, useSearchResults, type SearchHit } from '../api';

export interface SearchResultsProps {
  q: string;
  pageIndex: number;
  /** A result's card: the page gives each kind its own. */
  renderCard: (result: SearchHit, index: number) => ReactNode;
  /** The page links under the results. */
  renderPagination: (totalPages: number) => ReactNode;
  /** The address of a page of these results (1-based). */
  pageHref: (page: number) => string;
}

/** The cards of one page of results for `q`, or why there are none. */
export function SearchResults({
  q,
  pageIndex,
  renderCard,
  renderPagination,
  pageHref,
}: SearchResultsProps) {
  const { results, error, isError, isFetching, refetch } = useSearchResults(q, pageIndex);
  const query = q.trim();
  // A page past the end (an old link, fewer results since) becomes the last page, as listings do.
  const navigate = useNavigate();
  const lastPage = results && results.totalElements > 0 ? Math.max(1, results.totalPages) : null;
  const pastEnd = lastPage !== null && pageIndex + 1 > lastPage;
  useEffect(() => {
    if (pastEnd) void navigate(pageHref(lastPage), { replace: true });
  }, [pastEnd, lastPage, pageHref, navigate]);
  // One 'search' event per query, with its count of results, from its first page only.
  const counted = useRef<string | null>(null);
  const total = results?.totalElements;
  useEffect(() => {
    if (total === undefined || pageIndex !== 0 || !isSearchable(q) || counted.current === q) return;
    counted.current = q;
    trackSearch(q, total);
  }, [q, pageIndex, total]);

  if (!isSearchable(q))
    return (
      <EmptyState
        title={
          query.length < SEARCH_MIN
            ? `Escriba al menos ${SEARCH_MIN} caracteres para buscar.`
            : 'La búsqueda es demasiado larga.'
        }
      />
    );
  if (!results || pastEnd) {
    if (isError && !isFetching) return <PageLoadError error={error} onRetry={() => refetch()} />;
    return <CatalogGridSkeleton count={SEARCH_PAGE_SIZE} label="Buscando" />;
  }
  if (results.totalElements === 0) return <EmptyState title={`Sin resultados para «${query}»`} />;

  return (
    <Box>
      <Text color="fg.muted" mb="4" aria-live="polite">
        {results.totalElements === 1 ? '1 resultado' : `${results.totalElements} resultados`}
      </Text>
      <CatalogGrid aria-label="Resultados">
        {results.content.map((result, index) => (
          <li key={`${result.kind}-${result.id}`}>
            <Hydrate scope={`search-${result.kind}-${result.code}`}>
              {renderCard(result, index)}
            </Hydrate>
          </li>
        ))}
      </CatalogGrid>
      {results.totalPages > 1 && renderPagination(results.totalPages)}
    </Box>
  );
}
