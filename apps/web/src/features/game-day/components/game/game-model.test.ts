import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameEvent } from '../../api/game-types';
import { fixtureGame } from '../../../../test/tournament-fixtures';
import {
  clockSeconds,
  currentMinute,
  finishCheck,
  formatClock,
  nextPeriods,
  pickerOrder,
  projectedGame,
  startIsEarly,
  shownEvents,
  shownScore,
  undoTarget,
  type OutboxEntry,
} from './game-model';

const goal = (id: string, team: 1 | 2): GameEvent => ({
  id,
  gameId: 'g1',
  kind: 'goal',
  team,
  minute: 5,
  player: { id: 'p7', name: 'Anna Berg', backNumber: 7 },
  createdAt: '2030-06-01T09:05:00.000Z',
  version: 1,
});

let seq = 0;
const entry = (
  action: OutboxEntry['action'],
  state: OutboxEntry['state'],
  createdAt = '2030-06-01T09:00:00.000Z',
): OutboxEntry => ({
  seq: (seq += 1),
  gameId: 'g1',
  tournamentId: 't1',
  label: 'A – B',
  action,
  version: 1,
  createdAt,
  state,
  attempts: 0,
  notBefore: 0,
});

describe('shownEvents', () => {
  it('shows an event the server already holds once, as saved, even while its own POST is on its way', () => {
    const outbox: OutboxEntry[] = [
      entry({ kind: 'record', draft: { id: 'e1', kind: 'goal', team: 1 }, correction: false }, 'sending'),
      entry(
        { kind: 'record', draft: { id: 'e2', kind: 'red', team: 2, playerId: 'p9' }, correction: false },
        'refused',
      ),
      entry({ kind: 'record', draft: { id: 'e3', kind: 'goal', team: 2 }, correction: false }, 'waiting'),
    ];
    const shown = shownEvents([goal('e1', 1)], outbox, (id) => (id === 'p9' ? '9 Max Roth' : null));
    expect(shown.map((e) => [e.id, e.state, e.playerLabel])).toEqual([
      ['e1', 'saved', '7 Anna Berg'],
      ['e2', 'failed', '9 Max Roth'],
      ['e3', 'waiting', null],
    ]);
    // A goal waiting to sync counts in the score shown at once.
    expect(shownScore(shown)).toEqual({ goals1: 1, goals2: 1 });
    // The last one still waits: undo takes it back (out of the outbox, nothing sent).
    expect(undoTarget(shown)?.id).toBe('e3');
  });

  it('marks a removal and leaves the removed goal out of the score', () => {
    const shown = shownEvents(
      [goal('e1', 1), goal('e2', 2)],
      [entry({ kind: 'remove', eventId: 'e2' }, 'sending')],
      () => null,
    );
    expect(shown.map((e) => e.state)).toEqual(['saved', 'removing']);
    expect(shownScore(shown)).toEqual({ goals1: 1, goals2: 0 });
    // Nothing to undo while the last event is still on its way.
    expect(undoTarget(shown)).toBeNull();
  });
});

describe('projectedGame', () => {
  it('moves the game on by the start, period and finish waiting in the outbox, the clock from the press', () => {
    const scheduled = fixtureGame('g1', { status: 'scheduled', period: null, periodStartedAt: null });
    const started = projectedGame(scheduled, [entry({ kind: 'start' }, 'waiting', '2030-06-01T09:00:00.000Z')]);
    expect([started.status, started.period, started.periodStartedAt]).toEqual([
      'running',
      'firstHalf',
      '2030-06-01T09:00:00.000Z',
    ]);
    const finished = projectedGame(scheduled, [
      entry({ kind: 'start' }, 'sending'),
      entry({ kind: 'period', period: 'halfTime' }, 'waiting', '2030-06-01T09:20:00.000Z'),
      entry({ kind: 'finish', score: { goals1: 2, goals2: 1 }, shootout: null }, 'waiting'),
    ]);
    expect([finished.status, finished.period, finished.goals1, finished.goals2]).toEqual([
      'finished',
      'fullTime',
      2,
      1,
    ]);
  });

  it('stops at a refused entry: what follows it waits and is not shown as done', () => {
    const scheduled = fixtureGame('g1', { status: 'scheduled', period: null, periodStartedAt: null });
    const shown = projectedGame(scheduled, [
      entry({ kind: 'start' }, 'refused'),
      entry({ kind: 'finish', score: { goals1: 0, goals2: 0 }, shootout: null }, 'waiting'),
    ]);
    expect(shown.status).toBe('scheduled');
  });
});

describe('clock', () => {
  const started = Date.parse('2030-06-01T09:00:00.000Z');
  const at = (period: Game['period']) =>
    fixtureGame('g1', { status: 'running', period, periodStartedAt: '2030-06-01T09:00:00.000Z' });

  it('counts from the server start of the period, the second half after the first', () => {
    expect(clockSeconds(at('firstHalf'), 13, started + 65_000)).toBe(65);
    expect(clockSeconds(at('secondHalf'), 13, started + 65_000)).toBe(13 * 60 + 65);
    expect(formatClock(13 * 60 + 65)).toBe('14:05');
    expect(currentMinute(at('firstHalf'), 13, started + 65_000)).toBe(2);
    expect(currentMinute(at('halfTime'), 13, started + 65_000)).toBe(13);
    expect(clockSeconds(fixtureGame('g1'), 13, started)).toBeNull();
  });
});

describe('periods and finishing', () => {
  it('offers the shootout only for a drawn knockout game in the second half', () => {
    const second = { status: 'running', period: 'secondHalf' } as const;
    expect(nextPeriods(fixtureGame('g1', { ...second, phase: 'knockout', goals1: 1, goals2: 1 }))).toEqual([
      'shootout',
    ]);
    expect(nextPeriods(fixtureGame('g1', { ...second, phase: 'knockout', goals1: 2, goals2: 1 }))).toEqual([]);
    expect(nextPeriods(fixtureGame('g1', { ...second, goals1: 1, goals2: 1 }))).toEqual([]);
    expect(nextPeriods(fixtureGame('g1', { status: 'running', period: 'firstHalf' }))).toEqual(['halfTime']);
  });

  it('needs a shootout with a winner for a drawn knockout game, nothing for a group game', () => {
    const knockout = fixtureGame('g1', { phase: 'knockout' });
    const draw = { goals1: 1, goals2: 1 };
    expect(finishCheck(knockout, draw, null)).toEqual({ ok: false, reason: 'SHOOTOUT_REQUIRED' });
    expect(finishCheck(knockout, draw, { goals1: 3, goals2: 3 })).toEqual({
      ok: false,
      reason: 'SHOOTOUT_NEEDS_WINNER',
    });
    expect(finishCheck(knockout, draw, { goals1: 4, goals2: 3 })).toEqual({ ok: true });
    expect(finishCheck(knockout, { goals1: 2, goals2: 1 }, null)).toEqual({ ok: true });
    expect(finishCheck(fixtureGame('g1'), draw, null)).toEqual({ ok: true });
  });
});

describe('pickerOrder', () => {
  it('puts the running and next games of my pitch first, other pitches after, finished games last', () => {
    const games = [
      fixtureGame('done', { status: 'finished', pitch: 1, start: 540 }),
      fixtureGame('next2', { pitch: 2, start: 600 }),
      fixtureGame('later1', { pitch: 1, start: 660 }),
      fixtureGame('next1', { pitch: 1, start: 600 }),
      fixtureGame('running2', { status: 'running', pitch: 2, start: 570 }),
      fixtureGame('running1', { status: 'running', pitch: 1, start: 570 }),
      fixtureGame('tbd1', { pitch: 1, start: 580, team2: null }),
    ];
    expect(pickerOrder(games, 1).map((g) => g.id)).toEqual([
      'running1',
      'next1',
      'later1',
      'tbd1',
      'running2',
      'next2',
      'done',
    ]);
    expect(
      pickerOrder(games, null)
        .map((g) => g.id)
        .slice(0, 2),
    ).toEqual(['running2', 'running1']);
  });
});

describe('startIsEarly (decision 416)', () => {
  const game = { date: '2030-06-01', start: 600 };
  const at = (date: string, time: string) => new Date(`${date}T${time}:00`);

  it('asks on another day, before or after the game date', () => {
    expect(startIsEarly(game, at('2030-05-25', '10:00'))).toBe('otherDay');
    expect(startIsEarly(game, at('2030-06-02', '09:00'))).toBe('otherDay');
  });

  it('asks more than an hour before the kick-off, not within the hour nor when the game runs late', () => {
    expect(startIsEarly(game, at('2030-06-01', '08:59'))).toBe('early');
    expect(startIsEarly(game, at('2030-06-01', '09:00'))).toBeNull();
    expect(startIsEarly(game, at('2030-06-01', '13:30'))).toBeNull();
  });

  it('never asks for a game without a date, and only about the day without a time', () => {
    expect(startIsEarly({ date: null, start: 600 }, at('2030-05-25', '10:00'))).toBeNull();
    expect(startIsEarly({ date: '2030-06-01', start: null }, at('2030-06-01', '06:00'))).toBeNull();
  });
});
