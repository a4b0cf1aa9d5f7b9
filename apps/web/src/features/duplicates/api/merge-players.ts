import type { MergePlayers, Player } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/**
 * POST /api/duplicates/merge → the survivor. Both versions as read: a change
 * in the meantime refuses the merge with 409 CONFLICT.
 */
export function mergePlayers(input: MergePlayers): Promise<Player> {
  return apiRequest<Player>('/api/duplicates/merge', { method: 'POST', body: input });
}

// Every player list, card and the candidates change after a merge (or show the current state after a 409).
export function useMergePlayers() {
  return useRefreshingMutation(mergePlayers, ['players']);
}
