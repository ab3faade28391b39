import { api } from '@/lib/api';
import type { FeedIssuesResponse } from '@/shared/schemas/feeds';

/** The published products the catalogue feeds leave out (GET /api/admin/catalog/feed-issues). */
const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    feedIssues: build.query<FeedIssuesResponse, void>({
      query: () => ({ url: '/admin/catalog/feed-issues', withToken: true }),
      // Every catalogue write (items and images) makes the dashboard's figures stale: these too.
      providesTags: ['Summary'],
    }),
  }),
});

export const { useFeedIssuesQuery } = feedsApi;
