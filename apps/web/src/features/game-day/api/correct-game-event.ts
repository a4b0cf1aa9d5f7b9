import { gamePath, gameRequest } from '../../../lib/game-request';
import type { CorrectGameEvent, RecordedGameEvent } from './game-types';

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
