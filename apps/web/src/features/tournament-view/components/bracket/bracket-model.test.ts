import { describe, expect, it } from 'vitest';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { fixtureGame } from '../../../../test/tournament-fixtures';
import { buildBracket, matchOutcome } from './bracket-model';

const groups: Tournament['groups'] = ['A', 'B', 'C'].map((name) => ({
  name,
  advancement: 'topTwo',
  teamIds: [1, 2, 3, 4].map((n) => `${name}${n}`),
}));

function knockoutGame(id: string, round: number, start: number, team1: string | null = null): Game {
  return {
    id,
    version: 1,
    phase: 'knockout',
    group: null,
    round,
    team1: team1 ? { id: team1, name: `Team ${team1}` } : null,
    team2: null,
    date: '2030-06-02',
    start,
    end: start + 25,
    pitch: 1,
    status: 'scheduled',
    goals1: 0,
    goals2: 0,
    shootout: null,
  };
}

describe('buildBracket', () => {
  it('gives six qualifiers a bracket of eight: two byes, quarter-finals, semi-finals and a final', () => {
    const view = buildBracket({ type: 'groupStage', groups }, []);
    expect(view?.size).toBe(8);
    expect(view?.rounds.map((r) => r.name)).toEqual(['quarterFinal', 'semiFinal', 'final']);
    const first = view!.rounds[0]!.matches;
    expect(first).toHaveLength(4);
    expect(first.filter((m) => m.bye)).toHaveLength(2);
    // Byes go to the best seeds: the winners of groups A and B.
    const byes = first.filter((m) => m.bye).map((m) => m.side1);
    expect(byes).toEqual([
      { kind: 'placeholder', seed: 1, source: { kind: 'group', group: 'A', position: 1 } },
      { kind: 'placeholder', seed: 2, source: { kind: 'group', group: 'B', position: 1 } },
    ]);
    expect(first.every((m) => !m.bye || m.side2.kind === 'bye')).toBe(true);
  });

  it('numbers real matches only and names later slots after the match that feeds them', () => {
    const view = buildBracket({ type: 'groupStage', groups }, [])!;
    const numbers = view.rounds.flatMap((r) => r.matches.map((m) => m.number)).filter((n) => n !== null);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    const final = view.rounds[2]!.matches[0]!;
    expect(final.side1).toEqual({
      kind: 'placeholder',
      seed: null,
      source: { kind: 'winner', matchNumber: 3, round: 'semiFinal' },
    });
  });

  it('puts the server games in by round, in the order the server lists them (bracket order), with the teams they know', () => {
    // qf1 was moved after qf2: the list order, not the kick-off, says which is which.
    const games = [
      knockoutGame('qf1', 1, 700, 'A2'),
      knockoutGame('qf2', 1, 640, 'C1'),
      knockoutGame('sf1', 2, 760),
      knockoutGame('sf2', 2, 790),
      knockoutGame('final', 3, 900),
    ];
    const view = buildBracket({ type: 'groupStage', groups }, games)!;
    const real = view.rounds[0]!.matches.filter((m) => !m.bye);
    expect(real.map((m) => m.game?.id)).toEqual(['qf1', 'qf2']);
    expect(real[0]!.side1).toEqual({ kind: 'team', team: { id: 'A2', name: 'Team A2' }, seed: expect.any(Number) });
    expect(view.rounds[2]!.matches[0]!.game?.id).toBe('final');
  });

  it('has no tree for other types or without groups', () => {
    expect(buildBracket({ type: 'roundRobin', groups }, [])).toBeNull();
    expect(buildBracket({ type: 'groupStage', groups: [] }, [])).toBeNull();
  });
});

describe('matchOutcome', () => {
  const ko = (overrides: Partial<Game>) =>
    fixtureGame('k', { phase: 'knockout', group: null, status: 'finished', ...overrides });

  it('is empty before kick-off and live, without a winner, while running', () => {
    expect(matchOutcome(ko({ status: 'scheduled' }))).toEqual({ live: false, score: null, winner: null });
    expect(matchOutcome(ko({ status: 'running', goals1: 1, goals2: 0 }))).toEqual({
      live: true,
      score: ['1', '0'],
      winner: null,
    });
  });

  it('shows the shootout beside a drawn score and names the side that goes on', () => {
    expect(matchOutcome(ko({ goals1: 1, goals2: 1, shootout: { goals1: 3, goals2: 4 } }))).toEqual({
      live: false,
      score: ['1 (3)', '1 (4)'],
      winner: 2,
    });
    expect(matchOutcome(ko({ goals1: 2, goals2: 0 })).winner).toBe(1);
  });
});
