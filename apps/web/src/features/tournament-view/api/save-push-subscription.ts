import { useMutation } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/push/subscription: stores this browser's subscription for the signed-in user. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  return apiRequest<void>('/api/push/subscription', { method: 'PUT', body: subscription });
}

/** Nothing cached depends on it: the browser itself holds the subscription. */
export const useSavePushSubscription = () => useMutation({ mutationFn: savePushSubscription });
