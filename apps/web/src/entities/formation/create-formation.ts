import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFormation, Formation } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { formationsQueryKeys } from './formation-keys';

/** POST /api/clubs/{id}/formations (levels 0–1; level 3 for own clubs). */
export function createFormation({ clubId, formation }: { clubId: string; formation: CreateFormation }) {
  return apiRequest<Formation>(`/api/clubs/${encodeURIComponent(clubId)}/formations`, {
    method: 'POST',
    body: formation,
  });
}

export function useCreateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormation,
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: formationsQueryKeys.ofClub(saved.clubId) }),
  });
}
