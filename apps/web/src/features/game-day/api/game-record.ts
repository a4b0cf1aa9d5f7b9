import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import { gamePath, gameRequest } from '../../../lib/game-request';
import type { GameRecord } from './game-types';

/**
 * Under the tournament's games key: a `tournament` live event (another
 * recorder's goal) invalidates the tournament's detail prefix, so the record
 * refetches and the second recorder's events appear (src/lib/live-events.ts).
 */
export const gameRecordQueryKey = (tournamentId: string, gameId: string) =>
  [...tournamentsQueryKeys.games(tournamentId), gameId, 'record'] as const;

/**
 * GET /api/games/{id}/events: the game (score, period, version) and all its
 * events, oldest first. The server's first page holds every event a game may
 * record (decision 351); a game recorded past the limits before they existed
 * is read on, a page at a time, until every event is in.
 */
export async function getGameRecord(gameId: string, signal?: AbortSignal): Promise<GameRecord> {
  const record = await gameRequest<GameRecord>(gamePath(gameId, '/events'), { signal });
  const events = [...record.events];
  while (events.length < record.total) {
    const page = await gameRequest<GameRecord>(gamePath(gameId, `/events?offset=${events.length}`), { signal });
    // Events undone meanwhile shorten the record: stop at its end.
    if (page.events.length === 0) break;
    events.push(...page.events);
  }
  return { ...record, events };
}

export const gameRecordQueryOptions = (tournamentId: string, gameId: string) =>
  queryOptions({
    queryKey: gameRecordQueryKey(tournamentId, gameId),
    queryFn: ({ signal }) => getGameRecord(gameId, signal),
  });

export function useGameRecord(tournamentId: string, gameId: string) {
  return useQuery(gameRecordQueryOptions(tournamentId, gameId));
}
