import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Club } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { withQuery } from '../../lib/query-string';

export interface ClubsFilter {
  q?: string;
  country?: string;
}

export interface ClubList {
  items: Club[];
  total: number;
}

/** Query keys of the club caches: every club change invalidates `all` (lists and details). */
export const clubsQueryKeys = {
  all: ['clubs'] as const,
  list: (filter: ClubsFilter) => ['clubs', 'list', filter] as const,
  detail: (id: string) => ['clubs', 'detail', id] as const,
};

/** GET /api/clubs?q=&country= (levels 0–2): search by name, filter by country. */
export function listClubs(filter: ClubsFilter, signal?: AbortSignal): Promise<ClubList> {
  return apiRequest<ClubList>(withQuery('/api/clubs', filter), { signal });
}

export const listClubsQueryOptions = (filter: ClubsFilter) =>
  queryOptions({
    queryKey: clubsQueryKeys.list(filter),
    queryFn: ({ signal }) => listClubs(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useClubs(filter: ClubsFilter) {
  return useQuery(listClubsQueryOptions(filter));
}

/**
 * Every club (GET /api/clubs without filters): the one query behind the club
 * pickers and club names of every feature; the clubs page's unfiltered list
 * shares its cache.
 */
export const allClubsQueryOptions = () => listClubsQueryOptions({});

export function useAllClubs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allClubsQueryOptions(), enabled: options.enabled ?? true });
}
