import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFormation, Formation, UpdateFormation } from '@touchline/core';
import { apiRequest } from '../api-client';
import { formationsQueryKeys } from './formation-keys';

/** POST /api/clubs/{id}/formations (levels 0–1; level 3 for own clubs). */
export function createFormation({ clubId, formation }: { clubId: string; formation: CreateFormation }) {
  return apiRequest<Formation>(`/api/clubs/${encodeURIComponent(clubId)}/formations`, {
    method: 'POST',
    body: formation,
  });
}

/** PUT /api/formations/{id}: the whole formation with the version read (409 CONFLICT when stale). */
export function updateFormation({ id, formation }: { id: string; formation: UpdateFormation }) {
  return apiRequest<Formation>(`/api/formations/${encodeURIComponent(id)}`, { method: 'PUT', body: formation });
}

export function useCreateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormation,
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: formationsQueryKeys.ofClub(saved.clubId) }),
  });
}

export function useUpdateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormation,
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: formationsQueryKeys.ofClub(saved.clubId) }),
  });
}
