import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { CreateTournament, Tournament } from '../../../entities/tournament/tournament-types';

/** POST /api/tournaments → 201 Tournament (levels 0–1). */
export function createTournament(input: CreateTournament): Promise<Tournament> {
  return apiRequest<Tournament>('/api/tournaments', { method: 'POST', body: input });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: (tournament) => queryClient.setQueryData(tournamentsQueryKeys.detail(tournament.id), tournament),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.list() }),
  });
}
