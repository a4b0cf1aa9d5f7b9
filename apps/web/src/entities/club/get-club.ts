import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Club } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { clubsQueryKeys } from './list-clubs';

/** GET /api/clubs/{id} (levels 0–4); 404 CLUB_NOT_FOUND for an unknown id. */
export function getClub(id: string, signal?: AbortSignal): Promise<Club> {
  return apiRequest<Club>(`/api/clubs/${encodeURIComponent(id)}`, { signal });
}

export const clubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clubsQueryKeys.detail(id),
    queryFn: ({ signal }) => getClub(id, signal),
  });

export function useClub(id: string) {
  return useQuery(clubQueryOptions(id));
}
