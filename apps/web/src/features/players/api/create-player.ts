import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlayer, Player } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../lib/players/player-keys';

/** POST /api/players → 201 Player. */
export function createPlayer(input: CreatePlayer): Promise<Player> {
  return apiRequest<Player>('/api/players', { method: 'POST', body: input });
}

export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: (player) => {
      queryClient.setQueryData(playersQueryKeys.detail(player.id), player);
    },
    // Lists, a club's players and counts may all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersQueryKeys.all }),
  });
}
