import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { statsPath, statsQueryKeys } from './stats-keys';

/** GET /api/tournaments/{id}/leaderboard: the scorers and cards of a tournament. */
export const leaderboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: statsQueryKeys.leaderboard(id),
    queryFn: ({ signal }) => apiRequest<Leaderboard>(statsPath(id, 'leaderboard'), { signal }),
  });

export const useLeaderboard = (id: string) => useQuery(leaderboardQueryOptions(id));
