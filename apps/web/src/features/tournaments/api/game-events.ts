import type { QueryClient } from '@tanstack/react-query';
import { tournamentsQueryKeys } from '../../../lib/tournaments/tournament-keys';
import type { Game } from '../../../lib/tournaments/tournament-types';
import { gameRecordQueryKey } from './game-record';
import { gamePath, gameRequest } from '../../../lib/tournaments/game-request';
import type { CorrectGameEvent, GameEvent, GameEventDraft, GameRecord, RecordedGameEvent } from './game-types';
import { compareIso } from '../../../lib/format';

/**
 * POST /api/games/{id}/events: 201 with the new event, or 200 with the stored
 * one when this id was sent before (nothing doubled). `correction` must be
 * true to change a finished game's result (the bracket re-flows; 409
 * DEPENDENT_GAME_STARTED when a later game built on it has started).
 */
export function recordGameEvent(
  gameId: string,
  draft: GameEventDraft,
  correction: boolean,
): Promise<RecordedGameEvent> {
  return gameRequest<RecordedGameEvent>(gamePath(gameId, '/events'), {
    method: 'POST',
    body: correction ? { ...draft, correction: true } : draft,
  });
}

/** DELETE /api/games/{id}/events/{eventId}: the answer is not needed, the record is read again. */
export function deleteGameEvent(gameId: string, eventId: string): Promise<unknown> {
  return gameRequest<unknown>(gamePath(gameId, `/events/${encodeURIComponent(eventId)}`), { method: 'DELETE' });
}

/** PATCH /api/games/{id}/events/{eventId}: the fields given replace the stored ones. */
export function correctGameEvent(
  gameId: string,
  eventId: string,
  change: CorrectGameEvent,
): Promise<RecordedGameEvent> {
  return gameRequest<RecordedGameEvent>(gamePath(gameId, `/events/${encodeURIComponent(eventId)}`), {
    method: 'PATCH',
    body: change,
  });
}

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
    return { game: newer(record.game, recorded.game), events };
  });
  void queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.games(tournamentId), exact: true });
}

/** Takes a deleted event out of the cached record, then reads the record again for the score. */
export function forgetEvent(queryClient: QueryClient, tournamentId: string, gameId: string, eventId: string) {
  const key = gameRecordQueryKey(tournamentId, gameId);
  queryClient.setQueryData<GameRecord>(key, (record) =>
    record ? { ...record, events: record.events.filter((e) => e.id !== eventId) } : record,
  );
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
  void queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.games(tournamentId), exact: true });
}

/** A refetch and a write's answer may arrive in either order: keep the later version of the game. */
export function newer(a: Game, b: Game): Game {
  return b.version >= a.version ? b : a;
}
