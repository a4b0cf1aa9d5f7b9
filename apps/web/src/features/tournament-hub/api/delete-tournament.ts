import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';

/** DELETE /api/tournaments/{id} (levels 0–1). */
export function deleteTournament(id: string): Promise<void> {
  return apiRequest<void>(`/api/tournaments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.all }),
  });
}
