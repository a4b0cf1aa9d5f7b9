import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@touchline/core';
import { meQueryKey } from '../../../lib/auth/get-me';
import { xhrUpload } from '../../../lib/xhr-upload';

export interface UploadAvatarInput {
  file: File;
  /** Called with the share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** PUT /api/me/avatar (multipart, with progress); resolves with the updated user. */
export function uploadAvatar({ file, onProgress, signal }: UploadAvatarInput): Promise<Me> {
  return xhrUpload<Me>({
    method: 'PUT',
    url: '/api/me/avatar',
    file,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
