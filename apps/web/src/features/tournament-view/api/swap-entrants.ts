import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BracketSwapped } from '@touchline/core';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import { gameRequest } from '../../../lib/game-request';

/** One first-round entrant place. */
export type EntrantSlot = { gameId: string; slot: 1 | 2 };

/** POST /api/tournaments/{id}/bracket/swaps (levels 0–2): swaps two first-round entrants. */
export function swapEntrants(input: {
  tournamentId: string;
  version: number;
  a: EntrantSlot;
  b: EntrantSlot;
}): Promise<BracketSwapped> {
  return gameRequest<BracketSwapped>(`/api/tournaments/${encodeURIComponent(input.tournamentId)}/bracket/swaps`, {
    method: 'POST',
    body: { version: input.version, a: input.a, b: input.b },
  });
}

export function useSwapEntrants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapEntrants,
    onSettled: (_r, _e, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
