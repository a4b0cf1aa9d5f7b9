import { describe, expect, it } from 'vitest';
import type { CardEvent } from './fair-play.js';
import { gameCards } from './fair-play.js';
import { FIFA_RULES, UEFA_RULES, fairPlayPoints } from './standings.js';

const points = (events: CardEvent[], side: 1 | 2 = 1, rules = FIFA_RULES) =>
  fairPlayPoints(gameCards(events)[side === 1 ? 'cards1' : 'cards2'], rules.fairPlay);

describe('gameCards: one deduction per player per match', () => {
  it('a yellow alone counts 1', () => {
    expect(points([{ kind: 'yellow', team: 1, playerId: 'p1' }])).toBe(1);
  });

  it('a second yellow for a player who also has a yellow counts as the second yellow alone (3, not 1 + 3)', () => {
    const events: CardEvent[] = [
      { kind: 'yellow', team: 1, playerId: 'p1' },
      { kind: 'secondYellow', team: 1, playerId: 'p1' },
    ];
    expect(gameCards(events).cards1).toEqual({ yellow: 0, secondYellow: 1, directRed: 0, yellowDirectRed: 0 });
    expect(points(events)).toBe(3);
  });

  it('a yellow plus a red for the same player counts 5 (FIFA) and 4 (UEFA)', () => {
    const events: CardEvent[] = [
      { kind: 'yellow', team: 2, playerId: 'p9' },
      { kind: 'red', team: 2, playerId: 'p9' },
    ];
    expect(gameCards(events).cards2).toEqual({ yellow: 0, secondYellow: 0, directRed: 0, yellowDirectRed: 1 });
    expect(points(events, 2)).toBe(5);
    expect(points(events, 2, UEFA_RULES)).toBe(4);
  });

  it('a direct red alone counts 4 (FIFA)', () => {
    expect(points([{ kind: 'red', team: 1, playerId: 'p1' }])).toBe(4);
  });

  it('events without a player count each on their own', () => {
    const events: CardEvent[] = [
      { kind: 'yellow', team: 1 },
      { kind: 'secondYellow', team: 1, playerId: null },
      { kind: 'red', team: 1 },
    ];
    expect(gameCards(events).cards1).toEqual({ yellow: 1, secondYellow: 1, directRed: 1, yellowDirectRed: 0 });
    expect(points(events)).toBe(1 + 3 + 4);
  });

  it('different players and different teams are counted apart; goals are ignored', () => {
    const events: CardEvent[] = [
      { kind: 'goal', team: 1, playerId: 'p1' },
      { kind: 'yellow', team: 1, playerId: 'p1' },
      { kind: 'yellow', team: 1, playerId: 'p2' },
      { kind: 'yellow', team: 2, playerId: 'p1' },
    ];
    expect(points(events, 1)).toBe(2);
    expect(points(events, 2)).toBe(1);
  });

  it('two plain yellows recorded for one player count as a second yellow (3)', () => {
    const events: CardEvent[] = [
      { kind: 'yellow', team: 1, playerId: 'p1' },
      { kind: 'yellow', team: 1, playerId: 'p1' },
    ];
    expect(points(events)).toBe(3);
  });
});
