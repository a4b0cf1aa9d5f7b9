import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutTieResolution, TieResolutionSaved } from '@touchline/core';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import { gameRequest } from '../../../lib/game-request';

export type ResolveTieInput = PutTieResolution & { tournamentId: string };

/**
 * PUT /api/tournaments/{id}/ties (levels 0–2, decision 023): records the
 * resolution of exactly the tied teams (saving again replaces it); the
 * standings follow it. 400 SHOOTOUT_WINNER_REQUIRED for a shootout without a
 * winner, 409 CONFLICT when the version is stale.
 */
export function resolveTie({ tournamentId, ...body }: ResolveTieInput): Promise<TieResolutionSaved> {
  return gameRequest<TieResolutionSaved>(`/api/tournaments/${encodeURIComponent(tournamentId)}/ties`, {
    method: 'PUT',
    body,
  });
}

/** Refreshes everything under the tournament (standings, games, bracket) when it settles. */
export function useResolveTie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveTie,
    onSettled: (_r, _e, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
