import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Club } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/** Every club, for the club picker (GET /api/clubs, levels 0–2). */
export function listClubOptions(signal?: AbortSignal): Promise<{ items: Club[]; total: number }> {
  return apiRequest<{ items: Club[]; total: number }>('/api/clubs', { signal });
}

export const clubOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['clubs', 'options'] as const,
    queryFn: ({ signal }) => listClubOptions(signal),
  });

export function useClubOptions(enabled = true) {
  return useQuery({ ...clubOptionsQueryOptions(), enabled });
}
