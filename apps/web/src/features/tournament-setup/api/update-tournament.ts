import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { Tournament, UpdateTournament } from '../../../entities/tournament/tournament-types';

export interface UpdateTournamentInput extends UpdateTournament {
  id: string;
}

/** PATCH /api/tournaments/{id} { version, …fields } → Tournament; 409 CONFLICT when the version is stale. */
export function updateTournament({ id, ...body }: UpdateTournamentInput): Promise<Tournament> {
  return apiRequest<Tournament>(`/api/tournaments/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTournament,
    onSuccess: (tournament) => queryClient.setQueryData(tournamentsQueryKeys.detail(tournament.id), tournament),
    // Also after a 409: the hub and every view reload the current version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.all }),
  });
}
