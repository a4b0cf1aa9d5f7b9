import type { PlayerList } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export interface AssignPlayersInput {
  clubId: string;
  playerIds: string[];
}

/** POST /api/clubs/{id}/players { playerIds } (levels 0–1): all or nothing; 409 PLAYER_NOT_FREE. */
export function assignPlayers({ clubId, playerIds }: AssignPlayersInput): Promise<PlayerList> {
  return apiRequest<PlayerList>(`/api/clubs/${encodeURIComponent(clubId)}/players`, {
    method: 'POST',
    body: { playerIds },
  });
}

// Success or PLAYER_NOT_FREE: every player list (free players, club pages, the player list) reloads.
export function useAssignPlayers() {
  return useRefreshingMutation(assignPlayers, ['players']);
}
