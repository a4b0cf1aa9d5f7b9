import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * How often an open results page asks again (decision 460): the server
 * answers 304 to an unchanged page, and an open tab in the background does
 * not ask at all (the query's interval pauses while the page is hidden).
 */
export const PUBLIC_RESULTS_REFRESH_MS = 15_000;

export const publicResultsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-results', token] as const,
    queryFn: ({ signal }) => apiRequest<PublicEvent>(`/api/public/events/${encodeURIComponent(token)}`, { signal }),
    refetchInterval: PUBLIC_RESULTS_REFRESH_MS,
  });

export function usePublicResults(token: string) {
  return useQuery(publicResultsQueryOptions(token));
}
