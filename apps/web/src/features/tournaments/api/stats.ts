import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard, TournamentMetrics, TournamentStats } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournaments/tournament-keys';

/**
 * The statistics of a tournament (decision 024): leaderboard, game stats and
 * anonymised metrics. Keys sit under the tournament's detail key, so the live
 * `tournament` topic refetches them when a game changes (lib/live-events.ts).
 */
export const statsQueryKeys = {
  leaderboard: (id: string) => [...tournamentsQueryKeys.detail(id), 'leaderboard'] as const,
  stats: (id: string) => [...tournamentsQueryKeys.detail(id), 'stats'] as const,
  metrics: (id: string) => [...tournamentsQueryKeys.detail(id), 'metrics'] as const,
};

const path = (id: string, part: string) => `/api/tournaments/${encodeURIComponent(id)}/${part}`;

export const leaderboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: statsQueryKeys.leaderboard(id),
    queryFn: ({ signal }) => apiRequest<Leaderboard>(path(id, 'leaderboard'), { signal }),
  });

export const tournamentStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: statsQueryKeys.stats(id),
    queryFn: ({ signal }) => apiRequest<TournamentStats>(path(id, 'stats'), { signal }),
  });

export const metricsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: statsQueryKeys.metrics(id),
    queryFn: ({ signal }) => apiRequest<TournamentMetrics>(path(id, 'metrics'), { signal }),
  });

export const useLeaderboard = (id: string) => useQuery(leaderboardQueryOptions(id));
export const useTournamentStats = (id: string) => useQuery(tournamentStatsQueryOptions(id));
export const useTournamentMetrics = (id: string) => useQuery(metricsQueryOptions(id));
