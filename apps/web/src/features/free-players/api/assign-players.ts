import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerList } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

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

export function useAssignPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPlayers,
    // Success or PLAYER_NOT_FREE: every player list (free players, club pages, the player list) reloads.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
