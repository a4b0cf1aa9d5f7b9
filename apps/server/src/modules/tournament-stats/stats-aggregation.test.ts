import type { Game } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import {
  cellIsShown,
  noCards,
  topCards,
  topScorers,
  tournamentMetrics,
  tournamentStats,
  type MetricCell,
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

const cell = (hiddenPlayers: number, visiblePlayers: number, mean = 6): MetricCell => ({
  position: 'CB',
  skill: 'passing',
  hiddenPlayers,
  hiddenSum: hiddenPlayers * mean,
  visiblePlayers,
  visibleSum: visiblePlayers * mean,
});

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

  it('rounds averages to half points, leaves hidden cells and unknown skills out, and has no counts', () => {
    const metrics = tournamentMetrics([
      { position: 'CB', skill: 'passing', hiddenPlayers: 5, hiddenSum: 31.4, visiblePlayers: 0, visibleSum: 0 },
      { position: 'CB', skill: 'heading', hiddenPlayers: 4, hiddenSum: 20, visiblePlayers: 0, visibleSum: 0 },
      { position: 'GK', skill: 'nonsense', hiddenPlayers: 9, hiddenSum: 45, visiblePlayers: 0, visibleSum: 0 },
    ]);
    expect(metrics.positions).toEqual([{ position: 'CB', skills: [{ skill: 'passing', average: 6.5 }] }]);
    expect(JSON.stringify(metrics)).not.toMatch(/players|count/i);
  });

  it('does not let one player joining a group be read off the change of the rounded average', () => {
    // Five players averaging 6.0; a sixth joins with a 7 or with an 8: both show 6.0 or 6.5, never the score.
    const before = tournamentMetrics([cell(5, 0, 6)]).positions[0]?.skills[0]?.average;
    const withSeven = tournamentMetrics([{ ...cell(5, 0, 6), hiddenPlayers: 6, hiddenSum: 37 }]).positions[0]?.skills[0]
      ?.average;
    const withEight = tournamentMetrics([{ ...cell(5, 0, 6), hiddenPlayers: 6, hiddenSum: 38 }]).positions[0]?.skills[0]
      ?.average;
    expect(before).toBe(6);
    expect(withSeven).toBe(6);
    expect(withEight).toBe(6.5);
    // Recovering the newcomer's score from the rounded figures: 6 × 6.5 − 5 × 6 = 9, not 8.
    expect(6 * (withEight ?? 0) - 5 * (before ?? 0)).not.toBe(8);
  });
});
