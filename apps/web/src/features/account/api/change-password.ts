import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/auth/change-password: the server checks the current password
 * (limited like sign-in) and the new one's strength, then ends the user's
 * other sessions; this one continues with a fresh cookie.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
