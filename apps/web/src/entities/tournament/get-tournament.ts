import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { tournamentsQueryKeys } from '../../lib/tournament-keys';
import type { Tournament } from './tournament-types';

/** GET /api/tournaments/{id} (signed in); 404 for an unknown id. */
export function getTournament(id: string, signal?: AbortSignal): Promise<Tournament> {
  return apiRequest<Tournament>(`/api/tournaments/${encodeURIComponent(id)}`, { signal });
}

export const tournamentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentsQueryKeys.detail(id),
    queryFn: ({ signal }) => getTournament(id, signal),
  });

export function useTournament(id: string) {
  return useQuery(tournamentQueryOptions(id));
}
