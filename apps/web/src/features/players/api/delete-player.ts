import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../entities/player/player-keys';

/** DELETE /api/players/{id} → 204. */
export function deletePlayer(id: string): Promise<void> {
  return apiRequest<void>(`/api/players/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: (_, id) => {
      // The detail must not refetch (it would 404); lists and the rest do.
      queryClient.removeQueries({ queryKey: playersQueryKeys.detail(id), exact: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersQueryKeys.all }),
  });
}
