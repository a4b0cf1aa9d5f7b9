import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Club } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/** Every club, to show club names of the compared players (GET /api/clubs, levels 0–2). */
export function listClubNames(signal?: AbortSignal): Promise<{ items: Club[]; total: number }> {
  return apiRequest<{ items: Club[]; total: number }>('/api/clubs', { signal });
}

export const clubNamesQueryOptions = () =>
  queryOptions({ queryKey: ['clubs', 'options'] as const, queryFn: ({ signal }) => listClubNames(signal) });

export function useClubNames() {
  return useQuery(clubNamesQueryOptions());
}
