import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerList } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { withQuery } from '../../lib/query-string';
import { playersQueryKeys, type PlayersListFilters } from './player-keys';

export { playersQueryKeys, type PlayersListFilters } from './player-keys';

/**
 * GET /api/players (levels 0–3): server-side filtering, sorting and paging
 * (q, nationality, position, networkPlayer, watchlist, clubId, free, sort, limit, offset).
 */
export function listPlayers(filters: PlayersListFilters, signal?: AbortSignal): Promise<PlayerList> {
  return apiRequest<PlayerList>(withQuery('/api/players', filters), { signal });
}

export const listPlayersQueryOptions = (filters: PlayersListFilters) =>
  queryOptions({
    queryKey: playersQueryKeys.list(filters),
    queryFn: ({ signal }) => listPlayers(filters, signal),
    // Typing, filtering and paging keep the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function usePlayers(filters: PlayersListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listPlayersQueryOptions(filters), enabled: options.enabled ?? true });
}
