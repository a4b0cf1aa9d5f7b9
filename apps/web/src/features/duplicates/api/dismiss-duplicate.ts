import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { duplicatesQueryKey } from './list-duplicates';

/** POST /api/duplicates/dismissals { playerIds: [a, b] } → 204: the pair is not suggested again. */
export function dismissDuplicate(playerIds: [string, string]): Promise<void> {
  return apiRequest<void>('/api/duplicates/dismissals', { method: 'POST', body: { playerIds } });
}

export function useDismissDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissDuplicate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: duplicatesQueryKey }),
  });
}
