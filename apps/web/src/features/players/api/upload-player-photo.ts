import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player } from '@touchline/core';
import { playersQueryKeys } from '../../../lib/players/player-keys';
import { xhrUpload } from '../../../lib/xhr-upload';

export interface UploadPlayerPhoto {
  playerId: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** PUT /api/players/{id}/photo (multipart `file`, JPEG/PNG/WebP ≤ 10 MB; re-encoded, metadata stripped) → Player. */
export function uploadPlayerPhoto({ playerId, file, onProgress, signal }: UploadPlayerPhoto): Promise<Player> {
  return xhrUpload<Player>({
    method: 'PUT',
    url: `/api/players/${encodeURIComponent(playerId)}/photo`,
    file,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function useUploadPlayerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPlayerPhoto,
    onSuccess: (player, { playerId }) => {
      queryClient.setQueryData(playersQueryKeys.detail(playerId), player);
      return queryClient.invalidateQueries({ queryKey: playersQueryKeys.lists });
    },
  });
}
