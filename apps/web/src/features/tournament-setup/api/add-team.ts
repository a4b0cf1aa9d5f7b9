import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { TournamentTeam } from '../../../entities/tournament/tournament-types';

export interface AddTeamInput {
  tournamentId: string;
  clubId: string;
  /** Omitted: the server names the team after its club. */
  name?: string;
}

/** POST /api/tournaments/{id}/teams { clubId, name? } → 201 { id, clubId, name } (levels 0–2). */
export function addTeam({ tournamentId, ...body }: AddTeamInput): Promise<TournamentTeam> {
  return apiRequest<TournamentTeam>(`/api/tournaments/${encodeURIComponent(tournamentId)}/teams`, {
    method: 'POST',
    body,
  });
}

// Teams change the tournament (and its version): reload it after every write.
export function useAddTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeam,
    onSettled: (_team, _error, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
