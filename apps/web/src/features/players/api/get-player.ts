import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../entities/player/player-keys';

/**
 * GET /api/players/{id}. A merged player's old id answers with the survivor:
 * compare `player.id` with the id asked for (and redirect) where it matters.
 */
export function getPlayer(id: string, signal?: AbortSignal): Promise<Player> {
  return apiRequest<Player>(`/api/players/${encodeURIComponent(id)}`, { signal });
}

export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playersQueryKeys.detail(id),
    queryFn: ({ signal }) => getPlayer(id, signal),
  });

export function usePlayer(id: string) {
  return useQuery(playerQueryOptions(id));
}
