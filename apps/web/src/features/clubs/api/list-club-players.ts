import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerList } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

export const CLUB_PLAYERS_PAGE_SIZE = 100;

export const clubPlayersQueryKey = (clubId: string, offset: number) =>
  // Under ['players', …]: any player change elsewhere invalidates it.
  ['players', 'club', clubId, { offset }] as const;

/** GET /api/players?clubId= (levels 0–3): the club's players, by name. */
export function listClubPlayers(clubId: string, offset: number, signal?: AbortSignal): Promise<PlayerList> {
  const params = new URLSearchParams({
    clubId,
    sort: 'name',
    limit: String(CLUB_PLAYERS_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest<PlayerList>(`/api/players?${params.toString()}`, { signal });
}

export const clubPlayersQueryOptions = (clubId: string, offset: number) =>
  queryOptions({
    queryKey: clubPlayersQueryKey(clubId, offset),
    queryFn: ({ signal }) => listClubPlayers(clubId, offset, signal),
    placeholderData: keepPreviousData,
  });

export function useClubPlayers(clubId: string, offset: number, enabled: boolean) {
  return useQuery({ ...clubPlayersQueryOptions(clubId, offset), enabled });
}
