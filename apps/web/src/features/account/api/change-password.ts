import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/change-password: the server checks the current password
 * (limited like sign-in) and the new one's strength, then ends the user's
 * other sessions; this one continues with a fresh cookie.
 */
export async function changePassword(input: ChangePassword): Promise<void> {
  await apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
