import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerTournaments } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../lib/players/player-keys';

/** GET /api/players/{id}/tournaments: the card's "Tournaments" section (games, goals, cards; decision 024). */
export function getPlayerTournaments(id: string, signal?: AbortSignal): Promise<PlayerTournaments> {
  return apiRequest<PlayerTournaments>(`/api/players/${encodeURIComponent(id)}/tournaments`, { signal });
}

export const playerTournamentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...playersQueryKeys.detail(id), 'tournaments'] as const,
    queryFn: ({ signal }) => getPlayerTournaments(id, signal),
  });

export function usePlayerTournaments(id: string) {
  return useQuery(playerTournamentsQueryOptions(id));
}
