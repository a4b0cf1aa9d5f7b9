import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Club, CreateClub, UpdateClub } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubsQueryKeys.all }),
  });
}

export function useUpdateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClub,
    onSuccess: (club) => queryClient.setQueryData(clubsQueryKeys.detail(club.id), club),
    // Also after a 409: every view of clubs reloads the current version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubsQueryKeys.all }),
  });
}
