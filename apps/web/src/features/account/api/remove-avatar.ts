import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth/get-me';

/** DELETE /api/me/avatar: back to the initials. */
export function removeAvatar(): Promise<Me> {
  return apiRequest<Me>('/api/me/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
