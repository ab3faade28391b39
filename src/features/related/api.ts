import { api } from '@/lib/api';
import type { Resource } from '@/lib/catalog-api';
import type { SearchResult } from '@/shared/schemas/search';

export interface RelatedArgs {
  /** The kind of the item whose page it is. */
  resource: Resource;
  code: string;
}

const relatedApi = api.injectEndpoints({
  endpoints: (build) => ({
    relatedItems: build.query<SearchResult[], RelatedArgs>({
      query: ({ resource, code }) => `/${resource}/c/${encodeURIComponent(code)}/related`,
      // Links and defaults change with any write to either kind.
      providesTags: [
        { type: 'Product', id: 'LIST' },
        { type: 'Service', id: 'LIST' },
      ],
    }),
  }),
});

/** An item's related items; `skip` holds the request back (until they are about to be seen). */
export const useRelatedItems = (args: RelatedArgs, options?: { skip?: boolean }) =>
  relatedApi.useRelatedItemsQuery(args, options);
