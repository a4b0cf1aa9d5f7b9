import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingsOverview } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

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
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return apiRequest<RatingsOverview>(search ? `/api/ratings/overview?${search}` : '/api/ratings/overview', {
    signal,
  });
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
