import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player } from '@touchline/core';
import { playersQueryKeys } from '../../../entities/player/player-keys';
import { xhrUpload, type XhrUploadOptions } from '../../../lib/xhr-upload';

/** The player, the file, and optionally progress (0–1) and a signal that cancels. */
export type UploadPlayerPhoto = { playerId: string } & Pick<XhrUploadOptions, 'file' | 'onProgress' | 'signal'>;

/** PUT /api/players/{id}/photo (multipart `file`, JPEG/PNG/WebP ≤ 10 MB; re-encoded, metadata stripped) → Player. */
export function uploadPlayerPhoto({ playerId, ...upload }: UploadPlayerPhoto): Promise<Player> {
  return xhrUpload<Player>({ method: 'PUT', url: `/api/players/${encodeURIComponent(playerId)}/photo`, ...upload });
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
