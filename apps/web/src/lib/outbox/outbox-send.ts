import type { Game, GameRecord, Rating, RecordedGameEvent } from '@touchline/core';
import { isApiError, type ApiRequestOptions } from '../api-client';
import { gamePath, gameRequest } from '../game-request';
import { TAB_HEADER, TAB_ID } from '../tab-id';
import { ownAnswersApplied } from './own-answers';
import type { OutboxConfirmation, OutboxEntry } from './outbox-types';

/** What sending one entry came to. */
export type SendOutcome =
  | { type: 'done'; confirmation: OutboxConfirmation; version: number | null }
  /** No answer, or one worth waiting out (5xx, 408, 429): sent again after the backoff. */
  | { type: 'retry' }
  /** The server said no: the entry stops, the user decides. `version`: the game's as read, for a retry. */
  | { type: 'refused'; status: number; code: string; version: number | null };

export type Request = <T>(path: string, options?: ApiRequestOptions) => Promise<T>;

/** docs/product/quality-goals.md: retries happen on no answer (status 0: offline, timeout), 5xx, 408 and 429. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

const eventPath = (gameId: string, eventId: string) => gamePath(gameId, `/events/${encodeURIComponent(eventId)}`);

/**
 * The tab's id on the writes whose answer holds all that changes on the
 * recorder's screen, while a recorder here applies it (decision 390): an
 * event of a running game, a start, a period. Not a finish (it fills the next
 * knockout game), nor a correction of a finished result (it may re-apply the
 * group results and re-flow the bracket), nor a removal (the record is read
 * again for the score).
 */
function ownWriteHeaders(entry: OutboxEntry): Record<string, string> | undefined {
  const { action } = entry;
  const derivable =
    (action.kind === 'record' && !action.correction) || action.kind === 'start' || action.kind === 'period';
  return derivable && ownAnswersApplied() ? { [TAB_HEADER]: TAB_ID } : undefined;
}

/**
 * The game already is where the lost answer would have put it: a start that
 * finds it running (or on), a period that finds it in that period, a finish
 * that finds it finished with the same score and shootout. Then the resend's
 * conflict is our own first send, not someone else's move (decision 315).
 */
export function alreadyApplied(entry: OutboxEntry, game: Game): boolean {
  const { action } = entry;
  if (action.kind === 'start') return game.status !== 'scheduled';
  if (action.kind === 'period') return game.status === 'running' && game.period === action.period;
  if (action.kind === 'finish') {
    const shootout = game.shootout ?? null;
    return (
      game.status === 'finished' &&
      game.goals1 === action.score.goals1 &&
      game.goals2 === action.score.goals2 &&
      (action.shootout === null
        ? shootout === null
        : shootout?.goals1 === action.shootout.goals1 && shootout.goals2 === action.shootout.goals2)
    );
  }
  return false;
}

/** The refusals a start/period/finish may get when its own earlier send went through unseen. */
const RECONCILED = new Set(['CONFLICT', 'GAME_ALREADY_STARTED', 'GAME_FINISHED']);

/**
 * Sends one entry with the version resolved by the drain. Events carry their
 * client id (a resend answers the stored event); a removal of an event that
 * is gone already is done; an action refused as stale is checked against
 * the game as it is now before it counts as a conflict.
 */
export async function sendEntry(
  entry: OutboxEntry,
  version: number,
  request: Request = gameRequest,
): Promise<SendOutcome> {
  const { action, gameId } = entry;
  const headers = ownWriteHeaders(entry);
  try {
    if (action.kind === 'rate') {
      // The same id again answers the stored rating (decision 431): a lost answer costs nothing.
      const rating = await request<Rating>(`/api/players/${encodeURIComponent(action.playerId)}/ratings`, {
        method: 'POST',
        body: action.rating,
      });
      return { type: 'done', confirmation: { entry, kind: 'rating', rating }, version: null };
    }
    if (action.kind === 'record') {
      const body = action.correction ? { ...action.draft, correction: true } : action.draft;
      const event = await request<RecordedGameEvent>(gamePath(gameId, '/events'), { method: 'POST', body, headers });
      return { type: 'done', confirmation: { entry, kind: 'event', event }, version: event.game.version };
    }
    if (action.kind === 'remove') {
      // The answer is the game after the removal (an empty one is taken as done too: the record is read again).
      const game = (await request<Game | undefined>(eventPath(gameId, action.eventId), { method: 'DELETE' })) ?? null;
      return { type: 'done', confirmation: { entry, kind: 'game', game }, version: game?.version ?? null };
    }
    const body =
      action.kind === 'start'
        ? { version }
        : action.kind === 'period'
          ? { version, period: action.period }
          : { version, ...(action.shootout ? { shootout: action.shootout } : {}) };
    const game = await request<Game>(gamePath(gameId, `/${action.kind}`), { method: 'POST', body, headers });
    return { type: 'done', confirmation: { entry, kind: 'game', game }, version: game.version };
  } catch (error) {
    if (!isApiError(error)) return { type: 'retry' };
    if (isRetryable(error.status)) return { type: 'retry' };
    // The event is gone already (undone on the other phone): the removal has nothing left to do.
    if (action.kind === 'remove' && error.code === 'GAME_EVENT_NOT_FOUND') {
      return { type: 'done', confirmation: { entry, kind: 'game', game: null }, version: null };
    }
    if (action.kind !== 'record' && action.kind !== 'remove' && action.kind !== 'rate' && RECONCILED.has(error.code)) {
      return reconcile(entry, error.status, error.code, request);
    }
    return { type: 'refused', status: error.status, code: error.code, version: null };
  }
}

async function reconcile(entry: OutboxEntry, status: number, code: string, request: Request): Promise<SendOutcome> {
  let record: GameRecord;
  try {
    record = await request<GameRecord>(gamePath(entry.gameId, '/events'));
  } catch (error) {
    if (isApiError(error) && !isRetryable(error.status)) {
      return { type: 'refused', status: error.status, code: error.code, version: null };
    }
    return { type: 'retry' };
  }
  if (alreadyApplied(entry, record.game)) {
    return { type: 'done', confirmation: { entry, kind: 'game', game: record.game }, version: record.game.version };
  }
  // A finish refused because someone else finished the game first says so, whatever the stale version said.
  const real = entry.action.kind === 'finish' && record.game.status === 'finished' ? 'GAME_FINISHED' : code;
  return { type: 'refused', status, code: real, version: record.game.version };
}
