import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormationList } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { formationsQueryKeys } from './formation-keys';

/** GET /api/clubs/{id}/formations (levels 0–2 and 4 any club, level 3 its own): slots with number, name, position. */
export function listClubFormations(clubId: string, signal?: AbortSignal): Promise<FormationList> {
  return apiRequest<FormationList>(`/api/clubs/${encodeURIComponent(clubId)}/formations`, { signal });
}

export const clubFormationsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: formationsQueryKeys.ofClub(clubId),
    queryFn: ({ signal }) => listClubFormations(clubId, signal),
  });

export function useClubFormations(clubId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...clubFormationsQueryOptions(clubId), enabled: options.enabled ?? true });
}
