/**
 * How many goals and cards one game may record (decision 351): the limits of
 * contracts/game-periods.ts applied to a game's events before another one is
 * stored. Checked against the events already there, so a game grows to the
 * limits and no further whatever the order of its events.
 */
import {
  MAX_CARDS_PER_TEAM,
  MAX_GOALS_PER_TEAM,
  MAX_RED_CARDS_PER_PLAYER,
  MAX_YELLOW_CARDS_PER_PLAYER,
} from '../contracts/game-periods.js';

/** What the limits look at in an event; `kind` as stored (goal, yellow, secondYellow, red). */
export type CountedGameEvent = { kind: string; team: number; playerId: string | null };

/** The limit an event would go past: a side's goals or cards, or a player's yellow or red cards. */
export type GameEventLimit = 'TEAM_GOALS' | 'TEAM_CARDS' | 'PLAYER_YELLOW_CARDS' | 'PLAYER_RED_CARDS';

const isYellow = (kind: string) => kind === 'yellow' || kind === 'secondYellow';

/**
 * The limit `next` would go past when added to `recorded` (the game's other
 * events), or null when it fits. Events without a player count for their
 * side only.
 */
export function gameEventLimitExceeded(
  recorded: readonly CountedGameEvent[],
  next: CountedGameEvent,
): GameEventLimit | null {
  const side = recorded.filter((e) => e.team === next.team);
  if (next.kind === 'goal') {
    return side.filter((e) => e.kind === 'goal').length >= MAX_GOALS_PER_TEAM ? 'TEAM_GOALS' : null;
  }
  if (side.filter((e) => e.kind !== 'goal').length >= MAX_CARDS_PER_TEAM) return 'TEAM_CARDS';
  if (next.playerId === null) return null;
  const own = recorded.filter((e) => e.playerId === next.playerId);
  if (isYellow(next.kind) && own.filter((e) => isYellow(e.kind)).length >= MAX_YELLOW_CARDS_PER_PLAYER) {
    return 'PLAYER_YELLOW_CARDS';
  }
  if (next.kind === 'red' && own.filter((e) => e.kind === 'red').length >= MAX_RED_CARDS_PER_PLAYER) {
    return 'PLAYER_RED_CARDS';
  }
  return null;
}

/**
 * True when an event corrected from `before` to `after` counts under the same
 * limits (same side, same player, goal or yellow or red alike): then the
 * correction adds to no count and is never refused, even in a game recorded
 * past the limits before they existed.
 */
export function countsAlike(before: CountedGameEvent, after: CountedGameEvent): boolean {
  const bucket = (kind: string) => (kind === 'goal' ? 'goal' : isYellow(kind) ? 'yellow' : 'red');
  return before.team === after.team && before.playerId === after.playerId && bucket(before.kind) === bucket(after.kind);
}
