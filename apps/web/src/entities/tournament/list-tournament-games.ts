import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { tournamentsQueryKeys } from '../../lib/tournament-keys';
import type { GameList } from './tournament-types';

/** GET /api/tournaments/{id}/games (signed in): every game, placed or not. */
export function listTournamentGames(id: string, signal?: AbortSignal): Promise<GameList> {
  return apiRequest<GameList>(`/api/tournaments/${encodeURIComponent(id)}/games`, { signal });
}

export const tournamentGamesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentsQueryKeys.games(id),
    queryFn: ({ signal }) => listTournamentGames(id, signal),
  });

export function useTournamentGames(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tournamentGamesQueryOptions(id), enabled: options.enabled ?? true });
}
