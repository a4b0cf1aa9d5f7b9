import type { QueryClient } from '@tanstack/react-query';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { Game, GameList } from '../../../entities/tournament/tournament-types';
import { gameRecordQueryKey } from './game-record';
import type { GameEvent, GameRecord, RecordedGameEvent } from './game-types';
import { compareIso } from '../../../lib/format';

// What a recording write's answer does to the cached game record (game-record.ts).

/** The event part of a write's answer (the answer also carries the game). */
export function eventOf({ game: _game, ...event }: RecordedGameEvent): GameEvent {
  return event;
}

/** Puts a saved event (new or corrected) and the game after it into the cached record, in recording order. */
export function storeRecordedEvent(queryClient: QueryClient, tournamentId: string, recorded: RecordedGameEvent) {
  const event = eventOf(recorded);
  queryClient.setQueryData<GameRecord>(gameRecordQueryKey(tournamentId, recorded.gameId), (record) => {
    if (!record) return record;
    const others = record.events.filter((e) => e.id !== event.id);
    const events = [...others, event].sort((a, b) => compareIso(a.createdAt, b.createdAt));
    return {
      game: newer(record.game, recorded.game),
      events,
      total: record.total + events.length - record.events.length,
    };
  });
  storeAnsweredGame(queryClient, tournamentId, recorded.game);
}

/**
 * Puts the game of a write's answer into the cached games list: an event, a
 * start or a period changes that game alone, so nothing is fetched again
 * (decision 390: the change's echo is skipped too). Without a cached list
 * there is nothing to keep fresh.
 */
export function storeAnsweredGame(queryClient: QueryClient, tournamentId: string, game: Game) {
  queryClient.setQueryData<GameList>(tournamentsQueryKeys.games(tournamentId), (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === game.id ? newer(item, game) : item)) } : list,
  );
}

/** Takes a deleted event out of the cached record, then reads the record again for the score. */
export function forgetEvent(queryClient: QueryClient, tournamentId: string, gameId: string, eventId: string) {
  const key = gameRecordQueryKey(tournamentId, gameId);
  queryClient.setQueryData<GameRecord>(key, (record) => (record ? withoutEvent(record, eventId) : record));
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
  void queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.games(tournamentId), exact: true });
}

function withoutEvent(record: GameRecord, eventId: string): GameRecord {
  const events = record.events.filter((e) => e.id !== eventId);
  return { ...record, events, total: record.total - (record.events.length - events.length) };
}

/** A refetch and a write's answer may arrive in either order: keep the later version of the game. */
export function newer(a: Game, b: Game): Game {
  return b.version >= a.version ? b : a;
}
