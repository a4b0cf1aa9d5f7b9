import type { CreatePlayer } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { playersQueryKeys } from '../../../entities/player/player-keys';

/** POST /api/players/import { rows } → { created }: all or nothing. */
export function importPlayers(rows: CreatePlayer[]): Promise<{ created: number }> {
  return apiRequest<{ created: number }>('/api/players/import', { method: 'POST', body: { rows } });
}

export function useImportPlayers() {
  return useRefreshingMutation(importPlayers, playersQueryKeys.all);
}
