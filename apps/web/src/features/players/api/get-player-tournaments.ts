import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerTournaments } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { onLiveTopic } from '../../../lib/live-events';
import { playersQueryKeys } from '../../../entities/player/player-keys';

/**
 * The card's "Tournaments" sections share one prefix under ['players'] (so a
 * player write or merge, which invalidates `all`, refreshes them too), but
 * outside a player's detail key: a recorded goal or card names the tournament,
 * not the player (decision 274).
 */
export const playerTournamentsQueryKeys = {
  all: [...playersQueryKeys.all, 'tournaments'] as const,
  of: (id: string) => [...playersQueryKeys.all, 'tournaments', id] as const,
};

// A game event publishes `tournament` with the tournament's id only (decision 022):
// any open card may list it (or get its first game in it), so every open section refetches.
onLiveTopic('tournament', () => [playerTournamentsQueryKeys.all]);

/** GET /api/players/{id}/tournaments: the card's "Tournaments" section (games, goals, cards; decision 024). */
export function getPlayerTournaments(id: string, signal?: AbortSignal): Promise<PlayerTournaments> {
  return apiRequest<PlayerTournaments>(`/api/players/${encodeURIComponent(id)}/tournaments`, { signal });
}

export const playerTournamentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playerTournamentsQueryKeys.of(id),
    queryFn: ({ signal }) => getPlayerTournaments(id, signal),
  });

export function usePlayerTournaments(id: string) {
  return useQuery(playerTournamentsQueryOptions(id));
}
