import type { Club, CreateClub } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { clubsQueryKeys } from '../../../entities/club/list-clubs';

/** POST /api/clubs { name, country } → 201 Club (levels 0–1). */
export function createClub(input: CreateClub): Promise<Club> {
  return apiRequest<Club>('/api/clubs', { method: 'POST', body: input });
}

export function useCreateClub() {
  return useRefreshingMutation(createClub, clubsQueryKeys.all);
}
