import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameLineups } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { onLiveTopic } from '../../lib/live-events';
import { formationsQueryKeys } from './formation-keys';

/** GET /api/games/{id}/lineups (every signed-in level): both teams and the line-ups set so far. */
export function getGameLineups(gameId: string, signal?: AbortSignal): Promise<GameLineups> {
  return apiRequest<GameLineups>(`/api/games/${encodeURIComponent(gameId)}/lineups`, { signal });
}

export const gameLineupsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: formationsQueryKeys.lineups(gameId),
    queryFn: ({ signal }) => getGameLineups(gameId, signal),
  });

// A line-up saved anywhere announces its tournament: every open line-up refetches (tabs, the recording screen).
onLiveTopic('tournament', () => [formationsQueryKeys.allLineups]);

export function useGameLineups(gameId: string | null) {
  return useQuery({ ...gameLineupsQueryOptions(gameId ?? ''), enabled: gameId !== null });
}
