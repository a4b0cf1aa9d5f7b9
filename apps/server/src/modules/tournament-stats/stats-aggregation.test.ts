import type { Game } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import {
  cellIsShown,
  metricsForCaller,
  noCards,
  releaseCells,
  topCards,
  topScorers,
  tournamentIsOver,
  tournamentStats,
  type MetricContribution,
  type PlayerTally,
} from './stats-aggregation.js';

const tally = (id: string, goals: number, cards = noCards(), lastName = id): PlayerTally => ({
  playerId: id,
  firstName: 'A',
  lastName,
  backNumber: 9,
  club: 'FC Nord',
  goals,
  cards,
});

const game = (id: string, overrides: Partial<Game>): Game => ({
  id,
  version: 1,
  phase: 'group',
  group: 'A',
  round: 1,
  team1: { id: 't1', name: 'Nord' },
  team2: { id: 't2', name: 'Süd' },
  date: '2030-06-01',
  start: 600,
  end: 640,
  pitch: 1,
  status: 'finished',
  goals1: 0,
  goals2: 0,
  shootout: null,
  ...overrides,
});

const cell = (hiddenPlayers: number, visiblePlayers: number) => ({ hiddenPlayers, visiblePlayers });

const contribution = (
  clubId: string | null,
  players: number,
  sum: number,
  position = 'CB',
  skill = 'passing',
): MetricContribution => ({ position, skill, clubId, players, sum });

describe('leaderboard ranking', () => {
  it('ranks scorers by goals, then by name, leaves out players without goals and keeps the size', () => {
    const ranked = topScorers([tally('b', 2), tally('a', 2), tally('c', 5), tally('d', 0)], 2);
    expect(ranked.map((t) => t.playerId)).toEqual(['c', 'a']);
  });

  it('ranks cards red first, then second yellow, then yellow', () => {
    const ranked = topCards([
      tally('y', 0, { yellow: 3, secondYellow: 0, red: 0 }),
      tally('r', 0, { yellow: 0, secondYellow: 0, red: 1 }),
      tally('s', 0, { yellow: 1, secondYellow: 1, red: 0 }),
      tally('n', 4),
    ]);
    expect(ranked.map((t) => t.playerId)).toEqual(['r', 's', 'y']);
  });
});

describe('tournamentStats', () => {
  it('sums finished games per phase and overall, with cards per side, and leaves scheduled games out', () => {
    const games = [
      game('g1', { goals1: 3, goals2: 1 }),
      game('g2', { goals1: 1, goals2: 1 }),
      game('g3', { status: 'scheduled' }),
      game('k1', { phase: 'knockout', group: null, goals1: 0, goals2: 0, shootout: { goals1: 4, goals2: 3 } }),
      game('g4', { status: 'running', goals1: 2, goals2: 0 }),
    ];
    const stats = tournamentStats(games, [
      { gameId: 'g1', team: 1, kind: 'yellow', count: 2 },
      { gameId: 'g1', team: 2, kind: 'red', count: 1 },
      { gameId: 'g1', team: 2, kind: 'goal', count: 1 },
    ]);
    expect(stats.games.map((g) => g.gameId)).toEqual(['g1', 'g2', 'k1', 'g4']);
    expect(stats.games[0]).toMatchObject({
      cards1: { yellow: 2, secondYellow: 0, red: 0 },
      cards2: { yellow: 0, secondYellow: 0, red: 1 },
    });
    expect(stats.totals).toMatchObject({ games: 3, goals: 6, goalsPerGame: 2, wins1: 1, draws: 2, wins2: 0 });
    expect(stats.totals.cards).toEqual({ yellow: 2, secondYellow: 0, red: 1 });
    expect(stats.byPhase.map((p) => [p.phase, p.games, p.shootouts])).toEqual([
      ['group', 2, 0],
      ['knockout', 1, 1],
    ]);
  });
});

describe('anonymised metrics', () => {
  it('hides a group of fewer than 5 players', () => {
    expect(cellIsShown(cell(4, 0))).toBe(false);
    expect(cellIsShown(cell(5, 0))).toBe(true);
  });

  it('hides a group where a caller knows all but one to four players (a club account and its own players)', () => {
    expect(cellIsShown(cell(1, 4))).toBe(false);
    expect(cellIsShown(cell(4, 10))).toBe(false);
    expect(cellIsShown(cell(5, 10))).toBe(true);
    // Nothing hidden from this caller: it sees every score anyway.
    expect(cellIsShown(cell(0, 6))).toBe(true);
  });

  it('keeps groups of 5 or more at the release, averages rounded to half points, with players per club and no sums', () => {
    const cells = releaseCells([
      contribution('nord', 2, 12.4),
      contribution('sued', 3, 19),
      contribution('nord', 4, 20, 'CB', 'heading'),
      contribution(null, 9, 45, 'GK', 'nonsense'),
      contribution('nord', 9, 45, 'XX', 'passing'),
    ]);
    // 31.4 / 5 = 6.28 → 6.5; heading (4 players) and the unknown skill and position are not kept.
    expect(cells).toEqual([
      {
        position: 'CB',
        skill: 'passing',
        average: 6.5,
        players: 5,
        clubs: [
          ['nord', 2],
          ['sued', 3],
        ],
      },
    ]);
    expect(JSON.stringify(cells)).not.toMatch(/sum|12\.4|19/);
  });

  it('shows each caller the released groups it may see: not those it could subtract its own clubs from', () => {
    const cells = releaseCells([
      contribution('own', 4, 20),
      contribution('other', 1, 9),
      contribution('own', 1, 6, 'CB', 'heading'),
      contribution('other', 5, 35, 'CB', 'heading'),
    ]);
    const everyone = metricsForCaller(cells, () => true, '2026-05-03T00:00:00.000Z');
    const guest = metricsForCaller(cells, () => false, '2026-05-03T00:00:00.000Z');
    const club = metricsForCaller(cells, (clubId) => clubId === 'own', '2026-05-03T00:00:00.000Z');
    const skills = (m: typeof everyone) => m.positions.flatMap((p) => p.skills.map((s) => s.skill));
    expect(skills(everyone)).toEqual(['passing', 'heading']);
    expect(skills(guest)).toEqual(['passing', 'heading']);
    // Passing: 4 own + 1 other, the other would be the average minus what the club knows. Heading: 5 others.
    expect(skills(club)).toEqual(['heading']);
    expect(club).toMatchObject({ state: 'released', releasedAt: '2026-05-03T00:00:00.000Z', minGroupSize: 5 });
    expect(JSON.stringify(club)).not.toMatch(/players|count|clubs|own|other/i);
  });

  it('counts a tournament as over when every game is finished, or when its last day has ended in every time zone', () => {
    const finished = [{ status: 'finished' }, { status: 'finished' }];
    const running = [{ status: 'finished' }, { status: 'running' }];
    const tournament = { dateTo: '2026-05-02' };
    expect(tournamentIsOver(tournament, finished, new Date('2026-05-01T10:00:00Z'))).toBe(true);
    expect(tournamentIsOver(tournament, running, new Date('2026-05-02T23:59:59Z'))).toBe(false);
    // 12:00 UTC the next day is midnight at UTC−12: the last day is over everywhere.
    expect(tournamentIsOver(tournament, running, new Date('2026-05-03T11:59:59Z'))).toBe(false);
    expect(tournamentIsOver(tournament, running, new Date('2026-05-03T12:00:00Z'))).toBe(true);
    // Without games, only the date ends it (an empty schedule is not a finished one).
    expect(tournamentIsOver(tournament, [], new Date('2026-05-01T10:00:00Z'))).toBe(false);
    expect(tournamentIsOver(tournament, [], new Date('2026-05-04T00:00:00Z'))).toBe(true);
  });
});
