import type { CreatePlayer, Player } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { playersQueryKeys } from '../../../entities/player/player-keys';

/** POST /api/players → 201 Player. */
export function createPlayer(input: CreatePlayer): Promise<Player> {
  return apiRequest<Player>('/api/players', { method: 'POST', body: input });
}

// Lists, a club's players and counts may all change.
export function useCreatePlayer() {
  return useRefreshingMutation(createPlayer, playersQueryKeys.all, {
    storeAt: (player) => playersQueryKeys.detail(player.id),
  });
}
