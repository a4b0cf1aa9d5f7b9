import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';

/** DELETE /api/tournaments/{id}/teams/{teamId} (levels 0–2). */
export function removeTeam({ tournamentId, teamId }: { tournamentId: string; teamId: string }): Promise<void> {
  return apiRequest<void>(`/api/tournaments/${encodeURIComponent(tournamentId)}/teams/${encodeURIComponent(teamId)}`, {
    method: 'DELETE',
  });
}

// Teams change the tournament (and its version): reload it after every write.
export function useRemoveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeam,
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
