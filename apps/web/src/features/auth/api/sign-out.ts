import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth/get-me';

/** POST /api/auth/sign-out: ends the session. */
export async function signOut(): Promise<void> {
  await apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => clearSession(queryClient),
  });
}
