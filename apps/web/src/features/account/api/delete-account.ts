import { useMutation } from '@tanstack/react-query';
import type { DeleteAccount } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/me/delete with the password (or, for accounts without one, the
 * email typed again). The server ends every session and clears the cookie;
 * the caller forgets the session locally (see DeleteAccountSection).
 */
export function deleteAccount(confirmation: DeleteAccount): Promise<{ deleted: true }> {
  return apiRequest<{ deleted: true }>('/api/me/delete', { method: 'POST', body: confirmation });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
