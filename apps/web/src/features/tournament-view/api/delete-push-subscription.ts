import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/push/subscription: forgets this browser's subscription (404 when the server has none). */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>('/api/push/subscription', { method: 'DELETE', body: { endpoint } });
}

export const useDeletePushSubscription = () => useMutation({ mutationFn: deletePushSubscription });
