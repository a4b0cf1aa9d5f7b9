import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../entities/player/player-keys';

/** DELETE /api/players/{id}/photo → Player (without a photo). */
export function removePlayerPhoto(playerId: string): Promise<Player> {
  return apiRequest<Player>(`/api/players/${encodeURIComponent(playerId)}/photo`, { method: 'DELETE' });
}

export function useRemovePlayerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlayerPhoto,
    onSuccess: (player, playerId) => {
      // A 204 without a body: refetch instead.
      if (player) queryClient.setQueryData(playersQueryKeys.detail(playerId), player);
      return queryClient.invalidateQueries({ queryKey: playersQueryKeys.detail(playerId) });
    },
  });
}
