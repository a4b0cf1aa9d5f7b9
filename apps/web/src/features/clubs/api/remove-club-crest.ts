import type { Club } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useClubCrestMutation } from './club-crest-mutation';

/** DELETE /api/clubs/{id}/crest → Club. */
export function removeClubCrest(clubId: string): Promise<Club> {
  return apiRequest<Club>(`/api/clubs/${encodeURIComponent(clubId)}/crest`, { method: 'DELETE' });
}

export const useRemoveClubCrest = () => useClubCrestMutation(removeClubCrest);
