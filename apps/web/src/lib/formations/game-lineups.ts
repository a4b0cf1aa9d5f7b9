import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameLineups, SetLineup } from '@touchline/core';
import { apiRequest, isApiError } from '../api-client';
import { onLiveTopic } from '../live-events';
import { formationsQueryKeys } from './formation-keys';

/** GET /api/games/{id}/lineups (every signed-in level): both teams and the line-ups set so far. */
export function getGameLineups(gameId: string, signal?: AbortSignal): Promise<GameLineups> {
  return apiRequest<GameLineups>(`/api/games/${encodeURIComponent(gameId)}/lineups`, { signal });
}

export const gameLineupsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: formationsQueryKeys.lineups(gameId),
    queryFn: ({ signal }) => getGameLineups(gameId, signal),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

// A line-up saved anywhere announces its tournament: every open line-up refetches (tabs, the recording screen).
onLiveTopic('tournament', () => [formationsQueryKeys.allLineups]);

export function useGameLineups(gameId: string | null) {
  return useQuery({ ...gameLineupsQueryOptions(gameId ?? ''), enabled: gameId !== null });
}

/** PUT /api/games/{id}/lineups/{teamId} (levels 0–2; level 3 for its own clubs' teams). */
export function setLineup({ gameId, teamId, lineup }: { gameId: string; teamId: string; lineup: SetLineup }) {
  return apiRequest<GameLineups>(`/api/games/${encodeURIComponent(gameId)}/lineups/${encodeURIComponent(teamId)}`, {
    method: 'PUT',
    body: lineup,
  });
}

export function useSetLineup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLineup,
    onSuccess: (saved) => queryClient.setQueryData(formationsQueryKeys.lineups(saved.gameId), saved),
  });
}
