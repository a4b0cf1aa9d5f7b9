import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { tournamentsQueryKeys } from '../../lib/tournament-keys';
import type { TournamentList } from './tournament-types';

/** GET /api/tournaments (public): every tournament, with `followed` for a signed-in caller. */
export function listTournaments(signal?: AbortSignal): Promise<TournamentList> {
  return apiRequest<TournamentList>('/api/tournaments', { signal });
}

export const listTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentsQueryKeys.list(),
    queryFn: ({ signal }) => listTournaments(signal),
  });

export function useTournaments() {
  return useQuery(listTournamentsQueryOptions());
}
