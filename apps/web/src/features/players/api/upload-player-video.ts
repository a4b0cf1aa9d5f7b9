import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video } from '@touchline/core';
import { playersQueryKeys } from '../../../entities/player/player-keys';
import { xhrUpload } from '../../../lib/xhr-upload';

export interface UploadPlayerVideo {
  playerId: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/players/{id}/videos/upload (multipart `file`, MP4/WebM ≤ 500 MB, checked by content) → 201 Video. */
export function uploadPlayerVideo({ playerId, file, onProgress, signal }: UploadPlayerVideo): Promise<Video> {
  return xhrUpload<Video>({
    method: 'POST',
    url: `/api/players/${encodeURIComponent(playerId)}/videos/upload`,
    file,
    onProgress,
    signal,
  });
}

export function useUploadPlayerVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPlayerVideo,
    onSuccess: (_video, { playerId }) => queryClient.invalidateQueries({ queryKey: playersQueryKeys.detail(playerId) }),
  });
}
