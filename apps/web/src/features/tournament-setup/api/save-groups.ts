import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { Tournament, TournamentGroup } from '../../../entities/tournament/tournament-types';

export interface SaveGroupsInput {
  tournamentId: string;
  version: number;
  groups: TournamentGroup[];
}

/** PUT /api/tournaments/{id}/groups { version, groups } → Tournament; 409 CONFLICT when stale. */
export function saveGroups({ tournamentId, ...body }: SaveGroupsInput): Promise<Tournament> {
  return apiRequest<Tournament>(`/api/tournaments/${encodeURIComponent(tournamentId)}/groups`, {
    method: 'PUT',
    body,
  });
}

export function useSaveGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroups,
    onSuccess: (tournament) => queryClient.setQueryData(tournamentsQueryKeys.detail(tournament.id), tournament),
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
