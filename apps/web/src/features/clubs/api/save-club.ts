import type { Club, CreateClub, UpdateClub } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { clubsQueryKeys } from '../../../lib/clubs/list-clubs';

/** POST /api/clubs { name, country } → 201 Club (levels 0–1). */
export function createClub(input: CreateClub): Promise<Club> {
  return apiRequest<Club>('/api/clubs', { method: 'POST', body: input });
}

export interface UpdateClubInput extends UpdateClub {
  id: string;
}

/** PATCH /api/clubs/{id} { name?, country?, version } → Club; 409 CONFLICT when the version is stale. */
export function updateClub({ id, ...body }: UpdateClubInput): Promise<Club> {
  return apiRequest<Club>(`/api/clubs/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useCreateClub() {
  return useRefreshingMutation(createClub, clubsQueryKeys.all);
}

// Also after a 409: every view of clubs reloads the current version.
export function useUpdateClub() {
  return useRefreshingMutation(updateClub, clubsQueryKeys.all, { storeAt: (club) => clubsQueryKeys.detail(club.id) });
}
