import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../api-client';
import { tournamentsQueryKeys } from './tournament-keys';
import type { GameList } from './tournament-types';

/** GET /api/tournaments/{id}/games (signed in): every game, placed or not. */
export function listTournamentGames(id: string, signal?: AbortSignal): Promise<GameList> {
  return apiRequest<GameList>(`/api/tournaments/${encodeURIComponent(id)}/games`, { signal });
}

export const tournamentGamesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentsQueryKeys.games(id),
    queryFn: ({ signal }) => listTournamentGames(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useTournamentGames(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tournamentGamesQueryOptions(id), enabled: options.enabled ?? true });
}
