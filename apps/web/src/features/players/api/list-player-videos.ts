import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../entities/player/player-keys';

export const playerVideosQueryKey = (playerId: string) => [...playersQueryKeys.detail(playerId), 'videos'] as const;

/** GET /api/players/{id}/videos: links and uploads (uploads play from /api/media/videos/<file>). */
export function listPlayerVideos(playerId: string, signal?: AbortSignal): Promise<{ items: Video[] }> {
  return apiRequest<{ items: Video[] }>(`/api/players/${encodeURIComponent(playerId)}/videos`, { signal });
}

export const playerVideosQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: playerVideosQueryKey(playerId),
    queryFn: ({ signal }) => listPlayerVideos(playerId, signal),
  });

export function usePlayerVideos(playerId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...playerVideosQueryOptions(playerId), enabled: options.enabled ?? true });
}
