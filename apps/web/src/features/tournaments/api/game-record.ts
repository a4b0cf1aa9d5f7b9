import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournaments/tournament-keys';
import { gamePath, gameRequest } from '../../../lib/tournaments/game-request';
import type { GameRecord } from './game-types';

/**
 * Under the tournament's games key: a `tournament` live event (another
 * recorder's goal) invalidates the tournament's detail prefix, so the record
 * refetches and the second recorder's events appear (src/lib/live-events.ts).
 */
export const gameRecordQueryKey = (tournamentId: string, gameId: string) =>
  [...tournamentsQueryKeys.games(tournamentId), gameId, 'record'] as const;

/** GET /api/games/{id}/events: the game (score, period, version) and its events, oldest first. */
export function getGameRecord(gameId: string, signal?: AbortSignal): Promise<GameRecord> {
  return gameRequest<GameRecord>(gamePath(gameId, '/events'), { signal });
}

export const gameRecordQueryOptions = (tournamentId: string, gameId: string) =>
  queryOptions({
    queryKey: gameRecordQueryKey(tournamentId, gameId),
    queryFn: ({ signal }) => getGameRecord(gameId, signal),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useGameRecord(tournamentId: string, gameId: string) {
  return useQuery(gameRecordQueryOptions(tournamentId, gameId));
}
