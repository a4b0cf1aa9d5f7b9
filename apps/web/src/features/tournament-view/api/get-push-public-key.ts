import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushPublicKey } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/** Keys of the Web Push caches (decision 325). */
export const pushQueryKeys = {
  publicKey: () => ['push', 'public-key'] as const,
};

/** GET /api/push/public-key: the server's VAPID public key, the browser's `applicationServerKey`. */
export function getPushPublicKey(signal?: AbortSignal): Promise<PushPublicKey> {
  return apiRequest<PushPublicKey>('/api/push/public-key', { signal });
}

/** The key never changes while the server's database lives: read it once per page load. */
export const pushPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: pushQueryKeys.publicKey(),
    queryFn: ({ signal }) => getPushPublicKey(signal),
    staleTime: Infinity,
  });

export const usePushPublicKey = () => useQuery(pushPublicKeyQueryOptions());
