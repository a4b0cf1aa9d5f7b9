import type { Game } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiRequestOptions } from '../api-client';
import { TAB_HEADER, TAB_ID } from '../tab-id';
import { applyOwnAnswers } from './own-answers';
import { isRetryable, sendEntry, type Request } from './outbox-send';
import type { OutboxAction, OutboxEntry } from './outbox-types';

const game = (overrides: Partial<Game>): Game =>
  ({
    id: 'g1',
    status: 'running',
    period: 'firstHalf',
    goals1: 0,
    goals2: 0,
    shootout: null,
    version: 7,
    ...overrides,
  }) as Game;

const entry = (action: OutboxAction): OutboxEntry => ({
  seq: 1,
  gameId: 'g1',
  tournamentId: 't1',
  label: 'A – B',
  action,
  version: 2,
  createdAt: '2030-06-01T09:00:00.000Z',
  state: 'sending',
  attempts: 0,
  notBefore: 0,
});

/** A request that answers by "METHOD path" in turn, and records what was asked. */
function server(answers: Record<string, (options?: ApiRequestOptions) => unknown>) {
  const asked: string[] = [];
  const request: Request = async <T>(path: string, options?: ApiRequestOptions) => {
    const key = `${options?.method ?? 'GET'} ${path}`;
    asked.push(key);
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer(options) as T;
  };
  return { request, asked };
}
const refuse = (status: number, code: ApiError['code']) => () => {
  throw new ApiError(status, code);
};

describe('sending one outbox entry', () => {
  it('sends a rating with its client id and game, takes a resend answer as done, and holds a refusal with its code', async () => {
    const rating = { id: 'r1', gameId: 'g1', globalRating: 8, scores: { speed: 9 }, note: 'quick' };
    const rate = { ...entry({ kind: 'rate', playerId: 'p1', rating }), gameId: 'rating:r1' };
    const bodies: unknown[] = [];
    const { request, asked } = server({
      'POST /api/players/p1/ratings': (options) => {
        bodies.push(options?.body);
        return { ...rating, playerId: 'p1' };
      },
    });
    const done = await sendEntry(rate, 0, request);
    expect(done).toMatchObject({ type: 'done', version: null, confirmation: { kind: 'rating', rating: { id: 'r1' } } });
    expect(bodies).toEqual([rating]);
    expect(asked).toEqual(['POST /api/players/p1/ratings']);
    const refused = await sendEntry(
      rate,
      0,
      server({ 'POST /api/players/p1/ratings': refuse(403, 'FORBIDDEN') }).request,
    );
    expect(refused).toEqual({ type: 'refused', status: 403, code: 'FORBIDDEN', version: null });
    const lost = await sendEntry(rate, 0, server({ 'POST /api/players/p1/ratings': refuse(0, 'OFFLINE') }).request);
    expect(lost).toEqual({ type: 'retry' });
  });

  it('retries on no answer, timeouts, 5xx, 408 and 429, and on nothing else', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryable)).toBe(false);
  });

  it('sends an event with its client id (and as a correction when chosen), answering the game’s version', async () => {
    const draft = { id: 'e1', kind: 'goal' as const, team: 1 as const, minute: 3 };
    const bodies: unknown[] = [];
    const { request } = server({
      'POST /api/games/g1/events': (options) => {
        bodies.push(options?.body);
        return { ...draft, game: game({ version: 8 }) };
      },
    });
    const outcome = await sendEntry(entry({ kind: 'record', draft, correction: false }), 2, request);
    expect(outcome).toMatchObject({ type: 'done', version: 8, confirmation: { kind: 'event' } });
    await sendEntry(entry({ kind: 'record', draft, correction: true }), 2, request);
    expect(bodies).toEqual([draft, { ...draft, correction: true }]);
  });

  it('names this tab on an event, start or period while a recorder here applies the answers, never on a finish or a correction (decision 390)', async () => {
    const draft = { id: 'e1', kind: 'goal' as const, team: 1 as const, minute: 3 };
    const headers: Record<string, unknown> = {};
    const { request } = server({
      'POST /api/games/g1/events': (options) => {
        headers.record = options?.headers;
        return { ...draft, game: game({ version: 8 }) };
      },
      'POST /api/games/g1/period': (options) => {
        headers.period = options?.headers;
        return game({ version: 9 });
      },
      'POST /api/games/g1/finish': (options) => {
        headers.finish = options?.headers;
        return game({ status: 'finished', version: 10 });
      },
    });
    const record = entry({ kind: 'record', draft, correction: false });
    // No recorder open in this tab: nobody applies the answer, so the echo must refetch.
    await sendEntry(record, 2, request);
    expect(headers.record).toBeUndefined();

    const release = applyOwnAnswers();
    await sendEntry(record, 2, request);
    await sendEntry(entry({ kind: 'period', period: 'secondHalf' }), 8, request);
    await sendEntry(entry({ kind: 'finish', score: { goals1: 1, goals2: 0 }, shootout: null }), 9, request);
    expect(headers).toEqual({ record: { [TAB_HEADER]: TAB_ID }, period: { [TAB_HEADER]: TAB_ID }, finish: undefined });
    // A correction of a finished result may re-flow the bracket: its change is fetched as anyone's.
    await sendEntry(entry({ kind: 'record', draft, correction: true }), 10, request);
    release();
    expect(headers.record).toBeUndefined();
  });

  it('keeps waiting on 503 and stops on a validation refusal with its code', async () => {
    const draft = { id: 'e1', kind: 'goal' as const, team: 1 as const };
    const down = server({ 'POST /api/games/g1/events': refuse(503, 'SERVICE_UNAVAILABLE') });
    expect(await sendEntry(entry({ kind: 'record', draft, correction: false }), 2, down.request)).toEqual({
      type: 'retry',
    });
    const invalid = server({ 'POST /api/games/g1/events': refuse(400, 'PLAYER_NOT_IN_TEAM') });
    expect(await sendEntry(entry({ kind: 'record', draft, correction: false }), 2, invalid.request)).toEqual({
      type: 'refused',
      status: 400,
      code: 'PLAYER_NOT_IN_TEAM',
      version: null,
    });
  });

  it('stops on an event the game has no room for (409 GAME_EVENTS_LIMIT): refused with its code, never retried', async () => {
    const draft = { id: 'e1', kind: 'goal' as const, team: 1 as const };
    const full = server({ 'POST /api/games/g1/events': refuse(409, 'GAME_EVENTS_LIMIT') });
    expect(await sendEntry(entry({ kind: 'record', draft, correction: false }), 2, full.request)).toEqual({
      type: 'refused',
      status: 409,
      code: 'GAME_EVENTS_LIMIT',
      version: null,
    });
    // Refused without a second look at the game: only the event was asked for.
    expect(full.asked).toEqual(['POST /api/games/g1/events']);
  });

  it('counts a removal of an event gone already as done', async () => {
    const { request } = server({ 'DELETE /api/games/g1/events/e1': refuse(404, 'GAME_EVENT_NOT_FOUND') });
    expect(await sendEntry(entry({ kind: 'remove', eventId: 'e1' }), 2, request)).toMatchObject({
      type: 'done',
      version: null,
    });
  });

  it('sends an action with the version given, and takes a conflict for done when the lost answer had done it', async () => {
    const bodies: unknown[] = [];
    const { request, asked } = server({
      'POST /api/games/g1/start': (options) => {
        bodies.push(options?.body);
        throw new ApiError(409, 'CONFLICT');
      },
      'GET /api/games/g1/events': () => ({ game: game({ status: 'running', version: 5 }), events: [] }),
    });
    const outcome = await sendEntry(entry({ kind: 'start' }), 4, request);
    expect(bodies).toEqual([{ version: 4 }]);
    expect(asked).toEqual(['POST /api/games/g1/start', 'GET /api/games/g1/events']);
    expect(outcome).toMatchObject({ type: 'done', version: 5 });
  });

  it('reconciles a finish: the same score is done, another score is a real GAME_FINISHED conflict', async () => {
    const finish: OutboxAction = { kind: 'finish', score: { goals1: 2, goals2: 1 }, shootout: null };
    const same = server({
      'POST /api/games/g1/finish': refuse(409, 'CONFLICT'),
      'GET /api/games/g1/events': () => ({
        game: game({ status: 'finished', period: 'fullTime', goals1: 2, goals2: 1, version: 9 }),
        events: [],
      }),
    });
    expect(await sendEntry(entry(finish), 8, same.request)).toMatchObject({ type: 'done', version: 9 });

    const other = server({
      'POST /api/games/g1/finish': refuse(409, 'CONFLICT'),
      'GET /api/games/g1/events': () => ({
        game: game({ status: 'finished', period: 'fullTime', goals1: 3, goals2: 1, version: 11 }),
        events: [],
      }),
    });
    expect(await sendEntry(entry(finish), 8, other.request)).toEqual({
      type: 'refused',
      status: 409,
      code: 'GAME_FINISHED',
      version: 11,
    });
  });

  it('keeps a period conflict a conflict when the game is elsewhere, with the version read for a retry', async () => {
    const { request } = server({
      'POST /api/games/g1/period': refuse(409, 'CONFLICT'),
      'GET /api/games/g1/events': () => ({ game: game({ period: 'secondHalf', version: 12 }), events: [] }),
    });
    expect(await sendEntry(entry({ kind: 'period', period: 'halfTime' }), 8, request)).toEqual({
      type: 'refused',
      status: 409,
      code: 'CONFLICT',
      version: 12,
    });
  });

  it('refuses an action on a deleted game without reconciling', async () => {
    const { request, asked } = server({ 'POST /api/games/g1/start': refuse(404, 'GAME_NOT_FOUND') });
    expect(await sendEntry(entry({ kind: 'start' }), 1, request)).toMatchObject({
      type: 'refused',
      code: 'GAME_NOT_FOUND',
    });
    expect(asked).toEqual(['POST /api/games/g1/start']);
  });
});
