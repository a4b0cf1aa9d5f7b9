import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { clearSession, meQueryKey } from './auth/get-me';
import { OFFLINE_MAX_AGE_MS, PERSISTED_KEY_ROOTS } from './offline/persisted-queries';

/** Client errors (4xx) will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // Any call answered with UNAUTHENTICATED means the session has ended
  // (expired, signed out in another tab): forget the user everywhere.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === 'UNAUTHENTICATED' && queryClient.getQueryData(meQueryKey)) {
      clearSession(queryClient);
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  // What is kept for offline use stays in memory as long as on the device (decision 314):
  // the copy is written from memory, so a tournament seen this morning must not be collected at noon.
  for (const queryKey of PERSISTED_KEY_ROOTS) queryClient.setQueryDefaults(queryKey, { gcTime: OFFLINE_MAX_AGE_MS });
  return queryClient;
}
