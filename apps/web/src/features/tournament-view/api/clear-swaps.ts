import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import { gameRequest } from '../../../lib/game-request';

/** DELETE /api/tournaments/{id}/bracket/swaps?version= (levels 0–2): back to the pairings the results gave. */
export function clearSwaps({ tournamentId, version }: { tournamentId: string; version: number }): Promise<unknown> {
  return gameRequest<unknown>(`/api/tournaments/${encodeURIComponent(tournamentId)}/bracket/swaps?version=${version}`, {
    method: 'DELETE',
  });
}

export function useClearSwaps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSwaps,
    onSettled: (_r, _e, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
