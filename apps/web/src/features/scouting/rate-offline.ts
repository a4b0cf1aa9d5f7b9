import type { RatingScores } from '@touchline/core';
import { ratingQueueKey, type OutboxEntry } from '../../lib/outbox/outbox-types';

export interface OutboxRating {
  tournamentId: string;
  playerId: string;
  gameId: string;
  /** For the top bar's list: the player and the game. */
  label: string;
  globalRating: number;
  scores: RatingScores;
  note?: string;
}

/**
 * Puts a rating into the outbox (decision 434): stored on the device before
 * this resolves, then sent whenever there is a signal. The id is chosen here,
 * so however often it is sent, the server stores it once (decision 431).
 */
export async function enqueueRating(rating: OutboxRating): Promise<OutboxEntry> {
  const { getOutbox } = await import('../../lib/outbox/outbox');
  const box = await getOutbox();
  const id = crypto.randomUUID();
  const { tournamentId, playerId, gameId, label, globalRating, scores, note } = rating;
  return box.enqueue({
    gameId: ratingQueueKey(id),
    tournamentId,
    label,
    version: 0,
    action: {
      kind: 'rate',
      playerId,
      rating: { id, gameId, globalRating, scores, ...(note ? { note } : {}) },
    },
  });
}

/** The players with a rating still in the outbox, per game, for the "rated" marks before the server has them. */
export function pendingRatings(entries: readonly OutboxEntry[], tournamentId: string): Set<string> {
  const players = new Set<string>();
  for (const entry of entries) {
    if (entry.tournamentId === tournamentId && entry.action.kind === 'rate') players.add(entry.action.playerId);
  }
  return players;
}
