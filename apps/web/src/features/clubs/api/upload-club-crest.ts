import type { Club } from '@touchline/core';
import { xhrUpload, type XhrUploadOptions } from '../../../lib/xhr-upload';
import { useClubCrestMutation } from './club-crest-mutation';

export type UploadClubCrest = { clubId: string } & Pick<XhrUploadOptions, 'file' | 'onProgress' | 'signal'>;

/** PUT /api/clubs/{id}/crest (multipart `file`, JPEG/PNG/WebP ≤ 10 MB; re-encoded, metadata stripped) → Club. */
export function uploadClubCrest({ clubId, ...upload }: UploadClubCrest): Promise<Club> {
  return xhrUpload<Club>({ method: 'PUT', url: `/api/clubs/${encodeURIComponent(clubId)}/crest`, ...upload });
}

export const useUploadClubCrest = () => useClubCrestMutation(uploadClubCrest);
