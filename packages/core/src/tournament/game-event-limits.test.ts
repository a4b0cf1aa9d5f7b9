import { describe, expect, it } from 'vitest';
import {
  MAX_CARDS_PER_TEAM,
  MAX_GAME_EVENTS,
  MAX_GOALS_PER_TEAM,
  MAX_LINEUP_STARTERS,
  MAX_LINEUP_SUBSTITUTES,
} from '../contracts/index.js';
import { countsAlike, gameEventLimitExceeded, type CountedGameEvent } from './game-event-limits.js';

const goal = (team: 1 | 2, playerId: string | null = null): CountedGameEvent => ({ kind: 'goal', team, playerId });
const card = (kind: string, team: 1 | 2, playerId: string | null = null): CountedGameEvent => ({
  kind,
  team,
  playerId,
});
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe('how many goals and cards one game may record (decision 351)', () => {
  it('takes a 20:0 youth game and far more, up to 99 goals a side', () => {
    const twentyNil = times(20, () => goal(1));
    expect(gameEventLimitExceeded(twentyNil, goal(1))).toBeNull();
    const full = times(MAX_GOALS_PER_TEAM, () => goal(1));
    expect(gameEventLimitExceeded(full.slice(1), goal(1))).toBeNull();
    expect(gameEventLimitExceeded(full, goal(1))).toBe('TEAM_GOALS');
    // The other side still scores.
    expect(gameEventLimitExceeded(full, goal(2))).toBeNull();
  });

  it('gives a player two yellow cards (the second as secondYellow or as another yellow) and one red', () => {
    expect(gameEventLimitExceeded([card('yellow', 1, 'p')], card('secondYellow', 1, 'p'))).toBeNull();
    expect(gameEventLimitExceeded([card('yellow', 1, 'p')], card('yellow', 1, 'p'))).toBeNull();
    const twoYellows = [card('yellow', 1, 'p'), card('secondYellow', 1, 'p')];
    expect(gameEventLimitExceeded(twoYellows, card('yellow', 1, 'p'))).toBe('PLAYER_YELLOW_CARDS');
    expect(gameEventLimitExceeded(twoYellows, card('secondYellow', 1, 'p'))).toBe('PLAYER_YELLOW_CARDS');
    // A yellow and then a direct red is a real sequence; a second red is not.
    expect(gameEventLimitExceeded([card('yellow', 1, 'p')], card('red', 1, 'p'))).toBeNull();
    expect(gameEventLimitExceeded([card('red', 1, 'p')], card('red', 1, 'p'))).toBe('PLAYER_RED_CARDS');
    // Another player, and a goal by a sent-off player's team mate, are not affected.
    expect(gameEventLimitExceeded(twoYellows, card('yellow', 1, 'q'))).toBeNull();
    expect(gameEventLimitExceeded(twoYellows, goal(1, 'p'))).toBeNull();
  });

  it('holds a side at 60 cards, with or without players, which a full squad cannot reach legally', () => {
    // 23 players (11 + 12 on the bench) shown two yellows each: 46 cards, under the limit.
    const squad = MAX_LINEUP_STARTERS + MAX_LINEUP_SUBSTITUTES;
    const booked = times(squad, (i) => [card('yellow', 2, `p${i}`), card('secondYellow', 2, `p${i}`)]).flat();
    expect(booked).toHaveLength(46);
    expect(gameEventLimitExceeded(booked, card('yellow', 2))).toBeNull();
    const cards = times(MAX_CARDS_PER_TEAM, () => card('yellow', 2));
    expect(gameEventLimitExceeded(cards, card('red', 2))).toBe('TEAM_CARDS');
    expect(gameEventLimitExceeded(cards, card('red', 2, 'new'))).toBe('TEAM_CARDS');
    expect(gameEventLimitExceeded(cards, card('red', 1))).toBeNull();
  });

  it('bounds a whole game: the fullest game has MAX_GAME_EVENTS events and takes no more', () => {
    const game = [1, 2].flatMap((team) => [
      ...times(MAX_GOALS_PER_TEAM, () => goal(team as 1 | 2)),
      ...times(MAX_CARDS_PER_TEAM, () => card('yellow', team as 1 | 2)),
    ]);
    expect(game).toHaveLength(MAX_GAME_EVENTS);
    for (const next of [goal(1), goal(2), card('yellow', 1), card('red', 2, 'p')]) {
      expect(gameEventLimitExceeded(game, next)).not.toBeNull();
    }
  });

  it('a correction that counts alike never adds to a count', () => {
    expect(countsAlike(card('yellow', 1, 'p'), card('secondYellow', 1, 'p'))).toBe(true);
    expect(countsAlike(goal(1), goal(1))).toBe(true);
    expect(countsAlike(goal(1), goal(2))).toBe(false);
    expect(countsAlike(card('yellow', 1, 'p'), card('red', 1, 'p'))).toBe(false);
    expect(countsAlike(card('yellow', 1, 'p'), card('yellow', 1, 'q'))).toBe(false);
    expect(countsAlike(goal(1), card('yellow', 1))).toBe(false);
  });
});
