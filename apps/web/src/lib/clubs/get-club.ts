import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Club } from '@touchline/core';
import { apiRequest, isApiError } from '../api-client';
import { clubsQueryKeys } from './list-clubs';

/** GET /api/clubs/{id} (levels 0–4); 404 CLUB_NOT_FOUND for an unknown id. */
export function getClub(id: string, signal?: AbortSignal): Promise<Club> {
  return apiRequest<Club>(`/api/clubs/${encodeURIComponent(id)}`, { signal });
}

export const clubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clubsQueryKeys.detail(id),
    queryFn: ({ signal }) => getClub(id, signal),
    // An unknown club stays unknown: no retries on 4xx.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useClub(id: string) {
  return useQuery(clubQueryOptions(id));
}
