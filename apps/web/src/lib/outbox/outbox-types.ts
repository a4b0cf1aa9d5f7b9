import type { CreateRating, Game, GamePeriod, Rating, RecordGameEvent, RecordedGameEvent } from '@touchline/core';

/** A new event as the recorder sends it: the client-chosen id makes a resend safe. */
export type OutboxDraft = Omit<RecordGameEvent, 'correction'>;

export type OutboxScore = { goals1: number; goals2: number };

/** What one entry asks the server to do (decision 315). */
export type OutboxAction =
  | { kind: 'record'; draft: OutboxDraft; correction: boolean }
  | { kind: 'remove'; eventId: string }
  | { kind: 'start' }
  | { kind: 'period'; period: Exclude<GamePeriod, 'fullTime'> }
  /** `score`: the score the recorder showed, to recognise a finish whose answer was lost. */
  | { kind: 'finish'; shootout: OutboxScore | null; score: OutboxScore }
  /**
   * A rating made at a tournament (decision 434): the client-chosen id makes
   * the resend safe. Its entry's `gameId` is `rating:<id>` (`ratingQueueKey`),
   * so each rating is its own queue: a refused one holds nothing else back,
   * and the game recorder never sees it.
   */
  | { kind: 'rate'; playerId: string; rating: CreateRating & { id: string } };

/** The outbox queue of one rating: never a game's id, so the recorder and its versions leave it alone. */
export const ratingQueueKey = (ratingId: string) => `rating:${ratingId}`;
export const isRatingQueue = (gameId: string) => gameId.startsWith('rating:');

/**
 * `waiting`: not sent yet, or sent without an answer (sent again later);
 * `sending`: on its way now; `refused`: the server said no, the user decides
 * (retry, discard, or send as a correction) and the game's later entries wait.
 */
export type OutboxState = 'waiting' | 'sending' | 'refused';

export interface OutboxEntry {
  /** IndexedDB key, ascending in the order of recording: each game's entries are sent in this order. */
  seq: number;
  gameId: string;
  tournamentId: string;
  /** The game's name for the top bar's list ("FC Nord – SV Süd"). */
  label: string;
  action: OutboxAction;
  /** The game's version when the entry was made; used when no own write of this game was confirmed since. */
  version: number;
  /** ISO time the user pressed the button: the optimistic clock runs from it. */
  createdAt: string;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which a failed send is not tried again (backoff). */
  notBefore: number;
  /** The refusal: HTTP status and code. */
  refusal?: { status: number; code: string };
}

export type NewOutboxEntry = Pick<OutboxEntry, 'gameId' | 'tournamentId' | 'label' | 'action' | 'version'>;

/** What a confirmed entry brought back, for the screens to put into their cache. */
export type OutboxConfirmation =
  | { entry: OutboxEntry; kind: 'event'; event: RecordedGameEvent }
  /** A removal, start, period or finish: the game after it (null when the event was gone already). */
  | { entry: OutboxEntry; kind: 'game'; game: Game | null }
  /** A rating stored (or found stored: a resend answers the first). */
  | { entry: OutboxEntry; kind: 'rating'; rating: Rating };
