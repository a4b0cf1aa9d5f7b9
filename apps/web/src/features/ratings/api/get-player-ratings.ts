import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerRatings } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../entities/player/player-keys';

/** Under the player's detail key: whatever refreshes the player refreshes its ratings. */
export const playerRatingsQueryKey = (playerId: string) => [...playersQueryKeys.detail(playerId), 'ratings'] as const;

/** GET /api/players/{id}/ratings: the ratings (oldest first) with the averages per skill and the trend. */
export function getPlayerRatings(playerId: string, signal?: AbortSignal): Promise<PlayerRatings> {
  return apiRequest<PlayerRatings>(`/api/players/${encodeURIComponent(playerId)}/ratings`, { signal });
}

export const playerRatingsQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: playerRatingsQueryKey(playerId),
    queryFn: ({ signal }) => getPlayerRatings(playerId, signal),
  });

export function usePlayerRatings(playerId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...playerRatingsQueryOptions(playerId), enabled: options.enabled ?? true });
}
