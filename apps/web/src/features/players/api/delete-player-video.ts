import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../entities/player/player-keys';

export interface DeletePlayerVideo {
  playerId: string;
  videoId: string;
}

/** DELETE /api/players/{id}/videos/{videoId} → 204 (an uploaded file is removed too). */
export function deletePlayerVideo({ playerId, videoId }: DeletePlayerVideo): Promise<void> {
  return apiRequest<void>(`/api/players/${encodeURIComponent(playerId)}/videos/${encodeURIComponent(videoId)}`, {
    method: 'DELETE',
  });
}

export function useDeletePlayerVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayerVideo,
    onSuccess: (_result, { playerId }) =>
      queryClient.invalidateQueries({ queryKey: playersQueryKeys.detail(playerId) }),
  });
}
