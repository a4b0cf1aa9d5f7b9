import { tournamentsQueryKeys } from '../../../lib/tournament-keys';

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

export const statsPath = (id: string, part: string) => `/api/tournaments/${encodeURIComponent(id)}/${part}`;
