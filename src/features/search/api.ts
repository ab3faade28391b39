import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import type { SearchPage } from '@/shared/schemas/search';
import { SEARCH_MAX, SEARCH_MIN, SEARCH_PAGE_SIZE } from '@/shared/search-limits';
import { normaliseSearchTerm } from '@/shared/search-term';

export interface SearchArgs {
  q: string;
  page: number;
}

/**
 * The search's cache key (the server's prerender asks with the same), the query as counted
 * (`normaliseSearchTerm`): the server's search tells neither capitals nor runs of spaces apart,
 * so 'Invernadero' and 'invernadero' are one answer, asked for and kept on the phone once. The
 * results page keeps the address the visitor typed (and is kept under it).
 */
export const searchArg = (q: string, pageIndex: number): SearchArgs => ({
  q: normaliseSearchTerm(q),
  page: pageIndex,
});

/** True when the server accepts the query (2 to 100 characters once trimmed). */
export const isSearchable = (q: string) =>
  q.trim().length >= SEARCH_MIN && q.trim().length <= SEARCH_MAX;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCatalog: build.query<SearchPage, SearchArgs>({
      query: ({ q, page }) => ({ url: '/search', params: { q, page, size: SEARCH_PAGE_SIZE } }),
      // Any write to either kind may change what a search finds.
      providesTags: [
        { type: 'Product', id: 'LIST' },
        { type: 'Service', id: 'LIST' },
      ],
    }),
  }),
});

/** One page of results for `q`; nothing is asked while `q` is too short or too long. */
export function useSearchResults(q: string, pageIndex: number) {
  const result = searchApi.useSearchCatalogQuery(
    isSearchable(q) ? searchArg(q, pageIndex) : skipToken,
  );
  return { ...result, results: result.currentData };
}
