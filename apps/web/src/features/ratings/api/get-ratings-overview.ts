import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingsOverview } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

export interface RatingsOverviewQuery {
  q?: string;
  limit?: number;
  offset?: number;
}

export const ratingsQueryKeys = {
  all: ['ratings'] as const,
  overview: (query: RatingsOverviewQuery) => ['ratings', 'overview', query] as const,
  mine: ['ratings', 'mine'] as const,
};

/** GET /api/ratings/overview: one row per rated player the caller may see details of, paged. */
export function getRatingsOverview(query: RatingsOverviewQuery, signal?: AbortSignal): Promise<RatingsOverview> {
  return apiRequest<RatingsOverview>(withQuery('/api/ratings/overview', query), { signal });
}

export const ratingsOverviewQueryOptions = (query: RatingsOverviewQuery) =>
  queryOptions({
    queryKey: ratingsQueryKeys.overview(query),
    queryFn: ({ signal }) => getRatingsOverview(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRatingsOverview(query: RatingsOverviewQuery) {
  return useQuery(ratingsOverviewQueryOptions(query));
}
