import { describe, expect, it } from 'vitest';
import type { BracketBody, BracketGameBody } from '../../api/bracket';
import { bracketSections } from './bracket-sections';

const slot = (source: BracketGameBody['slot1']['source']) => ({ teamId: null, team: null, group: null, source });
const game = (
  id: string,
  round: number,
  index: number,
  place: number,
  playoff: number,
  s1: BracketGameBody['slot1']['source'],
  s2: BracketGameBody['slot1']['source'],
): BracketGameBody => ({
  id,
  round,
  index,
  slot1: slot(s1),
  slot2: slot(s2),
  status: 'scheduled',
  goals1: 0,
  goals2: 0,
  shootout: null,
  winnerTeamId: null,
  next: null,
  loserNext: null,
  playoff,
  place,
});
const group = (g: string, position: number) => ({ kind: 'group' as const, group: g, position });

/** A: four group winners with a third-place game; B: four runners-up, a plain knockout. */
const served: BracketBody = {
  size: 4,
  rounds: 2,
  swaps: 0,
  version: 1,
  playoffs: [
    { size: 4, rounds: 2, entrants: 4, offset: 0 },
    { size: 4, rounds: 2, entrants: 4, offset: 4 },
  ],
  games: [
    game('a1', 1, 0, 1, 0, group('A', 1), group('D', 1)),
    game('a2', 1, 1, 1, 0, group('B', 1), group('C', 1)),
    game('a3', 2, 0, 3, 0, { kind: 'loser', gameId: 'a1' }, { kind: 'loser', gameId: 'a2' }),
    game('a4', 2, 0, 1, 0, { kind: 'winner', gameId: 'a1' }, { kind: 'winner', gameId: 'a2' }),
    game('b1', 1, 0, 1, 1, group('A', 2), group('D', 2)),
    game('b2', 1, 1, 1, 1, group('B', 2), group('C', 2)),
    game('b3', 2, 0, 1, 1, { kind: 'winner', gameId: 'b1' }, { kind: 'winner', gameId: 'b2' }),
  ],
};

describe('bracketSections', () => {
  it('draws each play-off and its third-place game as a tree of its own, with match numbers per play-off', () => {
    const sections = bracketSections(served, []);
    expect(sections.map((s) => [s.playoff, s.place, s.from, s.to])).toEqual([
      [0, 1, 1, 4],
      [0, 3, 3, 4],
      [1, 1, 5, 8],
    ]);
    const [aMain, aThird, bMain] = sections;
    expect(aMain!.view.rounds.map((r) => [r.name, r.matches.length])).toEqual([
      ['semiFinal', 2],
      ['final', 1],
    ]);
    // The third-place game: one round, its slots name the semi-finals by number; played before the final (3 < 4).
    expect(aThird!.view.rounds).toHaveLength(1);
    const third = aThird!.view.rounds[0]!.matches[0]!;
    expect(third.number).toBe(3);
    expect(third.side1).toEqual({
      kind: 'placeholder',
      seed: null,
      source: { kind: 'loser', matchNumber: 1, round: 'semiFinal' },
    });
    expect(aMain!.view.rounds[1]!.matches[0]!.number).toBe(4);
    // B numbers its own matches from 1.
    expect(bMain!.view.rounds[0]!.matches.map((m) => m.number)).toEqual([1, 2]);
  });
});
