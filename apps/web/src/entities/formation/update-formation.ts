import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Formation, UpdateFormation } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { formationsQueryKeys } from './formation-keys';

/** PUT /api/formations/{id}: the whole formation with the version read (409 CONFLICT when stale). */
export function updateFormation({ id, formation }: { id: string; formation: UpdateFormation }) {
  return apiRequest<Formation>(`/api/formations/${encodeURIComponent(id)}`, { method: 'PUT', body: formation });
}

export function useUpdateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormation,
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: formationsQueryKeys.ofClub(saved.clubId) }),
  });
}
