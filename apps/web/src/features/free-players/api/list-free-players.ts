import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerList } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

export const FREE_PLAYERS_PAGE_SIZE = 50;

/** Under ['players', …]: any player change elsewhere invalidates it. */
export const freePlayersQueryKeys = {
  all: ['players', 'free'] as const,
  page: (offset: number) => ['players', 'free', { offset }] as const,
};

/** GET /api/players?free=true (levels 0–3; the page is for 0–2): players without a club, by name, paged. */
export function listFreePlayers(offset: number, signal?: AbortSignal): Promise<PlayerList> {
  const params = new URLSearchParams({
    free: 'true',
    sort: 'name',
    limit: String(FREE_PLAYERS_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest<PlayerList>(`/api/players?${params.toString()}`, { signal });
}

/** Page `page` (from 1) of the free players: the page and its route loader share it. */
export const freePlayersQueryOptions = (page: number) => {
  const offset = (page - 1) * FREE_PLAYERS_PAGE_SIZE;
  return queryOptions({
    queryKey: freePlayersQueryKeys.page(offset),
    queryFn: ({ signal }) => listFreePlayers(offset, signal),
    placeholderData: keepPreviousData,
  });
};

export function useFreePlayers(page: number) {
  return useQuery(freePlayersQueryOptions(page));
}
