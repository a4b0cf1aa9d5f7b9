import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import { gameRequest } from '../../../lib/game-request';

/** DELETE /api/tournaments/{id}/ties/{tieId}?version= (levels 0–2): the teams are level again. */
export function clearTie({
  tournamentId,
  tieId,
  version,
}: {
  tournamentId: string;
  tieId: string;
  version: number;
}): Promise<unknown> {
  return gameRequest<unknown>(
    `/api/tournaments/${encodeURIComponent(tournamentId)}/ties/${encodeURIComponent(tieId)}?version=${version}`,
    { method: 'DELETE' },
  );
}

/** Refreshes everything under the tournament (standings, games, bracket) when it settles. */
export function useClearTie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearTie,
    onSettled: (_r, _e, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
