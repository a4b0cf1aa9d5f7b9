import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicateList } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/** Under ['players', …]: any player change elsewhere refreshes the candidates. */
export const duplicatesQueryKey = ['players', 'duplicates'] as const;

/** GET /api/duplicates (levels 0–1): candidate pairs, best match first. */
export function listDuplicates(signal?: AbortSignal): Promise<DuplicateList> {
  return apiRequest<DuplicateList>('/api/duplicates', { signal });
}

export const duplicatesQueryOptions = () =>
  queryOptions({ queryKey: duplicatesQueryKey, queryFn: ({ signal }) => listDuplicates(signal) });

export function useDuplicates() {
  return useQuery(duplicatesQueryOptions());
}
