import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import type { Game, Tournament } from './tournament-types';
import {
  byKickOff,
  clock,
  gamesByTeam,
  hourTicks,
  involves,
  ownTeamIds,
  parseClock,
  scheduleDays,
  spanPosition,
} from './schedule-model';
import { fixtureGame } from '../../test/tournament-fixtures';

const tournament: Pick<Tournament, 'settings' | 'dateFrom' | 'dateTo' | 'teams'> = {
  dateFrom: '2030-06-01',
  dateTo: '2030-06-02',
  teams: [
    { id: 't1', clubId: 'c1', name: 'FC Nord U15', clubName: null, pot: null },
    { id: 't2', clubId: 'c2', name: 'SV Süd', clubName: null, pot: null },
    { id: 't3', clubId: 'c1', name: 'FC Nord U15 II', clubName: null, pot: null },
  ],
  settings: {
    ...DEFAULT_SCHEDULE_SETTINGS,
    startTime: 9 * 60 + 30,
    latestGame: 16 * 60,
    maxPlaytime: 400,
    continueTime: 13 * 60 + 15,
    pitches: 2,
    dayOverrides: [{ date: '2030-06-02', name: 'Finals day', pitches: 1, noGameFrom: null, noGameTo: null }],
  },
};

const game = (id: string, at: Partial<Game>) =>
  fixtureGame(id, {
    team1: { id: 't1', name: 'FC Nord U15' },
    team2: { id: 't2', name: 'SV Süd' },
    start: 600,
    end: 625,
    ...at,
  });

describe('scheduleDays', () => {
  it('gives every tournament day its lanes, its break and whole-hour bounds around its games', () => {
    const games = [
      game('late', { start: 16 * 60, end: 16 * 60 + 25, pitch: 2 }),
      game('early', { start: 9 * 60 + 30, end: 9 * 60 + 55 }),
      game('unplaced', { date: null, start: null, end: null, pitch: null }),
    ];
    const [first, second] = scheduleDays(tournament, games);
    expect(first).toMatchObject({ date: '2030-06-01', name: null, from: 9 * 60, to: 17 * 60, pitches: [1, 2] });
    expect(first!.pause).toEqual({ from: 12 * 60, to: 13 * 60 + 15 });
    expect(first!.games.map((g) => g.id)).toEqual(['early', 'late']);
    expect(second).toMatchObject({ date: '2030-06-02', name: 'Finals day', pitches: [1], pause: null, games: [] });
  });

  it('adds a lane and a day for a game moved outside the settings', () => {
    const days = scheduleDays(tournament, [
      game('moved', { date: '2030-06-05', pitch: 3, start: 20 * 60, end: 20 * 60 + 25 }),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2030-06-01', '2030-06-02', '2030-06-05']);
    expect(days[2]).toMatchObject({ pitches: [1, 2, 3], to: 21 * 60 });
  });
});

describe('geometry and helpers', () => {
  it('places a span by percent of the axis and clamps it to the axis', () => {
    expect(spanPosition({ from: 540, to: 1020 }, 600, 660)).toEqual({ left: 12.5, width: 12.5 });
    expect(spanPosition({ from: 540, to: 1020 }, 1000, 1100)).toEqual({
      left: (460 / 480) * 100,
      width: (20 / 480) * 100,
    });
    expect(hourTicks({ from: 540, to: 720 })).toEqual([540, 600, 660, 720]);
  });

  it('orders by date, time and pitch with unplaced games last', () => {
    const games = [
      game('b', { start: 700, pitch: 2 }),
      game('x', { date: null, start: null, pitch: null }),
      game('a', { start: 700, pitch: 1 }),
      game('c', { date: '2030-05-31', start: 900 }),
    ];
    expect([...games].sort(byKickOff).map((g) => g.id)).toEqual(['c', 'a', 'b', 'x']);
  });

  it("finds the actor's own teams and their games", () => {
    const mine = ownTeamIds(tournament, ['c1']);
    expect([...mine]).toEqual(['t1', 't3']);
    expect(involves(game('g', {}), mine)).toBe(true);
    expect(involves(game('g', { team1: { id: 't2', name: 'SV Süd' }, team2: null }), mine)).toBe(false);
    const lists = gamesByTeam(tournament, [game('g', {})], 'en');
    expect(lists.map((l) => [l.team.name, l.games.length])).toEqual([
      ['FC Nord U15', 1],
      ['FC Nord U15 II', 0],
      ['SV Süd', 1],
    ]);
  });

  it('writes and reads clock times', () => {
    expect(clock(9 * 60 + 5)).toBe('09:05');
    expect(parseClock('9:05')).toBe(545);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('nine')).toBeNull();
  });
});
