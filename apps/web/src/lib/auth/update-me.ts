import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMe } from '@touchline/core';
import { apiRequest } from '../api-client';
import { meQueryKey } from './get-me';

/** PATCH /api/me: change own display name, language or theme. */
export function updateMe(changes: UpdateMe): Promise<Me> {
  return apiRequest<Me>('/api/me', { method: 'PATCH', body: changes });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
