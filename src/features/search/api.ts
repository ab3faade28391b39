import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import type { WithoutDescription } from '@/lib/catalog-api';
import type { SearchPage, SearchResult } from '@/shared/schemas/search';
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

/** A result as the search's cache holds it: perhaps without its description (`CardItem`). */
export type SearchHit = WithoutDescription<SearchResult>;

/** A page of results as the search's cache holds it. */
export type SearchHits = Omit<SearchPage, 'content'> & { content: SearchHit[] };

/**
 * A page of results as a prerendered results page hands it over: without the results'
 * descriptions, which its cards do not show. They were ~2 KB of its ~14 KB compressed HTML,
 * enough to take it past the first round trip on a new connection (~14.6 KB with the headers);
 * an item's page and its photos' dialog get the description from the item's own call.
 */
export function searchPageHandedOver(page: SearchHits): SearchHits {
  return {
    ...page,
    content: page.content.map((hit) => {
      const handed: SearchHit = { ...hit };
      delete handed.description;
      return handed;
    }),
  };
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCatalog: build.query<SearchHits, SearchArgs>({
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
