import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentStats } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { statsPath, statsQueryKeys } from './stats-keys';

/** GET /api/tournaments/{id}/stats: game statistics per game and phase. */
export const tournamentStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: statsQueryKeys.stats(id),
    queryFn: ({ signal }) => apiRequest<TournamentStats>(statsPath(id, 'stats'), { signal }),
  });

export const useTournamentStats = (id: string) => useQuery(tournamentStatsQueryOptions(id));
