import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentMetrics } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { statsPath, statsQueryKeys } from './stats-keys';

/** GET /api/tournaments/{id}/metrics: the anonymised metrics (decision 340). */
export const metricsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: statsQueryKeys.metrics(id),
    queryFn: ({ signal }) => apiRequest<TournamentMetrics>(statsPath(id, 'metrics'), { signal }),
  });

export const useTournamentMetrics = (id: string) => useQuery(metricsQueryOptions(id));
