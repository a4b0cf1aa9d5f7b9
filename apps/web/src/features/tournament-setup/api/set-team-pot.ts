import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { Tournament } from '../../../entities/tournament/tournament-types';

export interface SetTeamPotInput {
  tournamentId: string;
  teamId: string;
  version: number;
  /** 1 = the first pot; null: no pot (drawn after every pot). */
  pot: number | null;
}

/** PATCH /api/tournaments/{id}/teams/{teamId} { version, pot } → Tournament; 409 CONFLICT when stale (decision 443). */
export function setTeamPot({ tournamentId, teamId, ...body }: SetTeamPotInput): Promise<Tournament> {
  return apiRequest<Tournament>(
    `/api/tournaments/${encodeURIComponent(tournamentId)}/teams/${encodeURIComponent(teamId)}`,
    { method: 'PATCH', body },
  );
}

// Saved at once, like the teams: the tournament (and its version) reloads after every write.
export function useSetTeamPot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeamPot,
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
