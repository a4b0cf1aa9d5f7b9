import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameLineups, SetLineup } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { formationsQueryKeys } from './formation-keys';

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
