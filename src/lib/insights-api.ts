import type { Insights, InsightsQuery } from '@/shared/schemas/insights';
import { api } from './api';

/**
 * GET /api/admin/insights (issue 23): the demand counts of a period and of the one before. Read
 * by the 'Demanda' screen and by the dashboard's week figures.
 */
const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    insights: build.query<Insights, Required<InsightsQuery>>({
      query: (params) => ({ url: '/admin/insights', params, withToken: true }),
      // Counts move with every visitor: a screen opened again asks again.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useInsightsQuery } = insightsApi;

/** A calendar day (UTC) as the API takes it. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): Required<InsightsQuery> {
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  return { from: isoDay(from), to: isoDay(today) };
}
