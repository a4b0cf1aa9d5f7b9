import type { Club, UpdateClub } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { clubsQueryKeys } from '../../../entities/club/list-clubs';

export interface UpdateClubInput extends UpdateClub {
  id: string;
}

/** PATCH /api/clubs/{id} { name?, country?, version } → Club; 409 CONFLICT when the version is stale. */
export function updateClub({ id, ...body }: UpdateClubInput): Promise<Club> {
  return apiRequest<Club>(`/api/clubs/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

// Also after a 409: every view of clubs reloads the current version.
export function useUpdateClub() {
  return useRefreshingMutation(updateClub, clubsQueryKeys.all, { storeAt: (club) => clubsQueryKeys.detail(club.id) });
}
