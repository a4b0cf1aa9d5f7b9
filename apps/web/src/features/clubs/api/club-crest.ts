import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Club } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { clubsQueryKeys } from '../../../lib/clubs/list-clubs';
import { xhrUpload, type XhrUploadOptions } from '../../../lib/xhr-upload';

export type UploadClubCrest = { clubId: string } & Pick<XhrUploadOptions, 'file' | 'onProgress' | 'signal'>;

/** PUT /api/clubs/{id}/crest (multipart `file`, JPEG/PNG/WebP ≤ 10 MB; re-encoded, metadata stripped) → Club. */
export function uploadClubCrest({ clubId, ...upload }: UploadClubCrest): Promise<Club> {
  return xhrUpload<Club>({ method: 'PUT', url: `/api/clubs/${encodeURIComponent(clubId)}/crest`, ...upload });
}

/** DELETE /api/clubs/{id}/crest → Club. */
export function removeClubCrest(clubId: string): Promise<Club> {
  return apiRequest<Club>(`/api/clubs/${encodeURIComponent(clubId)}/crest`, { method: 'DELETE' });
}

/** The club lands in its detail cache; lists (names, crests) refetch. */
function useClubCrestMutation<Variables>(mutationFn: (variables: Variables) => Promise<Club>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (club) => {
      queryClient.setQueryData(clubsQueryKeys.detail(club.id), club);
      return queryClient.invalidateQueries({ queryKey: clubsQueryKeys.all });
    },
  });
}

export const useUploadClubCrest = () => useClubCrestMutation(uploadClubCrest);
export const useRemoveClubCrest = () => useClubCrestMutation(removeClubCrest);
