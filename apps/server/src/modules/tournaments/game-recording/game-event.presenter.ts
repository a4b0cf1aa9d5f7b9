import type { GameEvent } from '@touchline/core';
import type { GameEventWithPlayer } from './game-recording.repository.js';

/** An event as every reader sees it: the player by back number and name only (docs/product/personal-details.md, what a start list shows). */
export function presentEvent(row: GameEventWithPlayer): GameEvent {
  const named = row.playerId !== null && row.playerFirstName !== null;
  return {
    id: row.id,
    gameId: row.gameId,
    kind: row.kind as GameEvent['kind'],
    team: row.team === 2 ? 2 : 1,
    minute: row.minute,
    player: named
      ? {
          id: row.playerId as string,
          name: `${row.playerFirstName ?? ''} ${row.playerLastName ?? ''}`.trim(),
          backNumber: row.playerBackNumber,
        }
      : null,
    createdAt: new Date(row.createdAt).toISOString(),
    version: row.version,
  };
}
