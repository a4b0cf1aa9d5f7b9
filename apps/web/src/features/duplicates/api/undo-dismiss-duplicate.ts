import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { duplicatesQueryKey } from './list-duplicates';

/** DELETE /api/duplicates/dismissals/{a}/{b} → 204: the undo of "not a duplicate"; the pair is suggested again. */
export function undoDismissDuplicate([a, b]: [string, string]): Promise<void> {
  return apiRequest<void>(`/api/duplicates/dismissals/${encodeURIComponent(a)}/${encodeURIComponent(b)}`, {
    method: 'DELETE',
  });
}

/**
 * The undo as a plain async function, not a mutation hook: it runs from a
 * toast, after the pair's card (and any hook in it) has left the page.
 */
export function useUndoDismissDuplicate(): (playerIds: [string, string]) => Promise<void> {
  const queryClient = useQueryClient();
  return async (playerIds) => {
    try {
      await undoDismissDuplicate(playerIds);
    } finally {
      await queryClient.invalidateQueries({ queryKey: duplicatesQueryKey });
    }
  };
}
