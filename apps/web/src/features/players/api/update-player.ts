import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player, UpdatePlayer } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../lib/players/player-keys';

export interface UpdatePlayerInput {
  id: string;
  /** The changed fields plus the `version` the change is based on. */
  changes: UpdatePlayer;
}

/** PATCH /api/players/{id} with `version`; 409 CONFLICT when someone saved in between. */
export function updatePlayer({ id, changes }: UpdatePlayerInput): Promise<Player> {
  return apiRequest<Player>(`/api/players/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

/** The player's edit: the saved player lands in the cache; a 409 is the form's to show (ConflictNotice, decision 262). */
export function useUpdatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayer,
    onSuccess: (player, { id }) => {
      queryClient.setQueryData(playersQueryKeys.detail(id), player);
    },
    // Every list and the detail refetch, whether the save went through or not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersQueryKeys.all }),
  });
}
