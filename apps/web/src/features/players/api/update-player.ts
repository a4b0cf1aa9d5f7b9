import type { Player, UpdatePlayer } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { playersQueryKeys } from '../../../entities/player/player-keys';

export interface UpdatePlayerInput {
  id: string;
  /** The changed fields plus the `version` the change is based on. */
  changes: UpdatePlayer;
}

/** PATCH /api/players/{id} with `version`; 409 CONFLICT when someone saved in between. */
export function updatePlayer({ id, changes }: UpdatePlayerInput): Promise<Player> {
  return apiRequest<Player>(`/api/players/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

/**
 * The player's edit: the saved player lands in the cache; a 409 is the form's
 * to show (ConflictNotice, decision 262). Every list and the detail refetch,
 * whether the save went through or not.
 */
export function useUpdatePlayer() {
  return useRefreshingMutation(updatePlayer, playersQueryKeys.all, {
    storeAt: (_, { id }) => playersQueryKeys.detail(id),
  });
}
