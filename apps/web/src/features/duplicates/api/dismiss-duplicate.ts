import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { duplicatesQueryKey } from './list-duplicates';

/** POST /api/duplicates/dismissals { playerIds: [a, b] } → 204: the pair is not suggested again. */
export function dismissDuplicate(playerIds: [string, string]): Promise<void> {
  return apiRequest<void>('/api/duplicates/dismissals', { method: 'POST', body: { playerIds } });
}

export function useDismissDuplicate() {
  return useRefreshingMutation(dismissDuplicate, duplicatesQueryKey);
}
