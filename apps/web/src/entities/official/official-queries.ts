import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameRoster, OfficialGameList } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { tournamentsQueryKeys } from '../../lib/tournament-keys';

/**
 * What the features share about officials (decision 454): the signed-in
 * user's own games to record (the home page's card, the invitation page) and
 * a game's roster as an official reads it (the recorder).
 */
export const officialQueryKeys = {
  myGames: () => ['officials', 'my-games'] as const,
  /** Under the tournament's detail key: a change of the tournament refreshes it, and the device keeps it (decision 426). */
  roster: (tournamentId: string, gameId: string) =>
    [...tournamentsQueryKeys.detail(tournamentId), 'game-roster', gameId] as const,
};

/** GET /api/officials/my-games: the games the signed-in user is the official of, by day and kick-off. */
export function useMyGames(enabled = true) {
  return useQuery({
    queryKey: officialQueryKeys.myGames(),
    queryFn: ({ signal }) => apiRequest<OfficialGameList>('/api/officials/my-games', { signal }),
    enabled,
  });
}

/**
 * GET /api/games/{id}/roster: both teams' players with back number and name
 * only, for an official, who may not list a club's players.
 */
export const gameRosterQueryOptions = (tournamentId: string, gameId: string) =>
  queryOptions({
    queryKey: officialQueryKeys.roster(tournamentId, gameId),
    queryFn: ({ signal }) => apiRequest<GameRoster>(`/api/games/${encodeURIComponent(gameId)}/roster`, { signal }),
  });
