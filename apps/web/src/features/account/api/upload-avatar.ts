import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@touchline/core';
import { meQueryKey } from '../../../lib/auth/get-me';
import { xhrUpload, type XhrUploadOptions } from '../../../lib/xhr-upload';

/** The file, and optionally progress (0–1) and a signal that cancels. */
export type UploadAvatarInput = Pick<XhrUploadOptions, 'file' | 'onProgress' | 'signal'>;

/** PUT /api/me/avatar (multipart, with progress); resolves with the updated user. */
export function uploadAvatar(input: UploadAvatarInput): Promise<Me> {
  return xhrUpload<Me>({ method: 'PUT', url: '/api/me/avatar', ...input });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
