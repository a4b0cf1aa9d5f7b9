import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerList } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

export const CLUB_PLAYERS_PAGE_SIZE = 100;

export const clubPlayersQueryKey = (clubId: string, offset: number) =>
  // Under ['players', …]: any player change elsewhere invalidates it.
  ['players', 'club', clubId, { offset }] as const;

/**
 * GET /api/clubs/{id}/players: the club's players by name, for everyone who
 * may open the club page (guests get back number, name and position only).
 */
export function listClubPlayers(clubId: string, offset: number, signal?: AbortSignal): Promise<PlayerList> {
  const params = new URLSearchParams({ limit: String(CLUB_PLAYERS_PAGE_SIZE), offset: String(offset) });
  return apiRequest<PlayerList>(`/api/clubs/${encodeURIComponent(clubId)}/players?${params.toString()}`, { signal });
}

export const clubPlayersQueryOptions = (clubId: string, offset: number) =>
  queryOptions({
    queryKey: clubPlayersQueryKey(clubId, offset),
    queryFn: ({ signal }) => listClubPlayers(clubId, offset, signal),
    placeholderData: keepPreviousData,
  });

export function useClubPlayers(clubId: string, offset: number) {
  return useQuery(clubPlayersQueryOptions(clubId, offset));
}
