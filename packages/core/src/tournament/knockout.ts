/**
 * Playing the bracket: starting games, recording results (a draw needs a
 * shootout winner), moving winners on (and losers, into third-place and placement games), correcting results and resetting games.
 * Every function returns a new bracket or a code; the input is never mutated.
 */
import type { Bracket, KnockoutGame, KnockoutResult, Score, SameGroupWarning } from './bracket.js';
import { cloneBracket, entrantSlots, isFedByGame, sameGroupPairs, slotOf } from './bracket.js';

export type KnockoutError =
  | 'GAME_NOT_FOUND'
  | 'TEAMS_NOT_SET'
  | 'INVALID_SCORE'
  | 'SHOOTOUT_REQUIRED'
  | 'SHOOTOUT_NEEDS_WINNER'
  | 'SHOOTOUT_NOT_ALLOWED'
  | 'GAME_ALREADY_STARTED'
  | 'DEPENDENT_GAME_STARTED';

export type KnockoutOutcome =
  | { ok: true; bracket: Bracket }
  | { ok: false; code: KnockoutError; /** Later games that block a correction or reset. */ blockedBy?: string[] };

function isGoals(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}

function validScore(score: Score): boolean {
  return isGoals(score.goals1) && isGoals(score.goals2);
}

/**
 * A shootout score that `kicks` kicks each (then sudden death) can end with:
 * beyond the kicks, one round decides, so the margin is one.
 */
export function possibleShootout(score: Score, kicks: number): boolean {
  return Math.max(score.goals1, score.goals2) <= kicks || Math.abs(score.goals1 - score.goals2) === 1;
}

/** The winner of a result, or the code explaining why there is none. `kicks`: the game's shootout rule, if any. */
export function knockoutWinner(
  team1: string,
  team2: string,
  result: KnockoutResult,
  kicks?: number,
): { ok: true; winner: string } | { ok: false; code: KnockoutError } {
  if (!validScore(result) || (result.shootout !== null && !validScore(result.shootout))) {
    return { ok: false, code: 'INVALID_SCORE' };
  }
  if (kicks !== undefined && result.shootout !== null && !possibleShootout(result.shootout, kicks)) {
    return { ok: false, code: 'INVALID_SCORE' };
  }
  if (result.goals1 !== result.goals2) {
    if (result.shootout !== null) return { ok: false, code: 'SHOOTOUT_NOT_ALLOWED' };
    return { ok: true, winner: result.goals1 > result.goals2 ? team1 : team2 };
  }
  if (result.shootout === null) return { ok: false, code: 'SHOOTOUT_REQUIRED' };
  if (result.shootout.goals1 === result.shootout.goals2) return { ok: false, code: 'SHOOTOUT_NEEDS_WINNER' };
  return { ok: true, winner: result.shootout.goals1 > result.shootout.goals2 ? team1 : team2 };
}

/** Games reached from `game` by following its winner and its loser, nearest first. */
export function dependentGames(bracket: Bracket, gameId: string): KnockoutGame[] {
  const byId = new Map(bracket.games.map((g) => [g.id, g] as const));
  const out: KnockoutGame[] = [];
  const seen = new Set<string>([gameId]);
  const queue = [gameId];
  while (queue.length > 0) {
    const game = byId.get(queue.shift() as string);
    for (const link of [game?.next, game?.loserNext]) {
      if (!link || seen.has(link.gameId)) continue;
      const later = byId.get(link.gameId);
      if (!later) continue;
      seen.add(later.id);
      out.push(later);
      queue.push(later.id);
    }
  }
  return out;
}

function startedDependents(bracket: Bracket, gameId: string): string[] {
  return dependentGames(bracket, gameId)
    .filter((g) => g.status !== 'scheduled')
    .map((g) => g.id);
}

function loserOf(game: KnockoutGame, winner: string | null): string | null {
  if (winner === null) return null;
  return game.slot1.team === winner ? game.slot2.team : game.slot1.team;
}

/**
 * Moves the winner (and the loser, where a placement game takes it) on. When
 * the winner changes, the old winner and loser are first removed from every
 * later slot they reached.
 */
function reflow(bracket: Bracket, game: KnockoutGame, oldWinner: string | null, winner: string | null): void {
  const byId = new Map(bracket.games.map((g) => [g.id, g] as const));
  if (oldWinner !== null && oldWinner !== winner) {
    const gone = new Set([oldWinner, loserOf(game, oldWinner)]);
    for (const later of dependentGames(bracket, game.id)) {
      for (const s of [later.slot1, later.slot2]) {
        if (isFedByGame(s.source) && s.team !== null && gone.has(s.team)) {
          s.team = null;
          s.group = null;
        }
      }
    }
  }
  const loser = loserOf(game, winner);
  for (const [link, team] of [
    [game.next, winner],
    [game.loserNext ?? null, loser],
  ] as const) {
    const target = link ? byId.get(link.gameId) : undefined;
    if (!link || !target) continue;
    const slot = slotOf(target, link.slot);
    slot.team = team;
    slot.group = team === null ? null : teamGroup(game, team);
  }
}

function teamGroup(game: KnockoutGame, team: string): string | null {
  if (game.slot1.team === team) return game.slot1.group;
  if (game.slot2.team === team) return game.slot2.group;
  return null;
}

/** Marks a game as running. Both teams must be known. */
export function startKnockoutGame(bracket: Bracket, gameId: string): KnockoutOutcome {
  const copy = cloneBracket(bracket);
  const game = copy.games.find((g) => g.id === gameId);
  if (!game) return { ok: false, code: 'GAME_NOT_FOUND' };
  if (game.slot1.team === null || game.slot2.team === null) return { ok: false, code: 'TEAMS_NOT_SET' };
  if (game.status !== 'scheduled') return { ok: false, code: 'GAME_ALREADY_STARTED' };
  game.status = 'running';
  return { ok: true, bracket: copy };
}

/**
 * Records a final result and moves the winner on. Recording over a finished
 * result is a correction: if the winner changes, every later game the old
 * winner reached must still be scheduled, otherwise `DEPENDENT_GAME_STARTED`
 * (reset those games first).
 */
export function recordKnockoutResult(bracket: Bracket, gameId: string, result: KnockoutResult): KnockoutOutcome {
  const copy = cloneBracket(bracket);
  const game = copy.games.find((g) => g.id === gameId);
  if (!game) return { ok: false, code: 'GAME_NOT_FOUND' };
  const { team: team1 } = game.slot1;
  const { team: team2 } = game.slot2;
  if (team1 === null || team2 === null) return { ok: false, code: 'TEAMS_NOT_SET' };
  const decided = knockoutWinner(team1, team2, result, game.shootoutKicks);
  if (!decided.ok) return decided;
  const oldWinner = game.winner;
  if (oldWinner !== null && oldWinner !== decided.winner) {
    const blockedBy = startedDependents(copy, gameId);
    if (blockedBy.length > 0) return { ok: false, code: 'DEPENDENT_GAME_STARTED', blockedBy };
  }
  game.result = {
    goals1: result.goals1,
    goals2: result.goals2,
    shootout: result.shootout ? { ...result.shootout } : null,
  };
  game.status = 'finished';
  game.winner = decided.winner;
  reflow(copy, game, oldWinner, decided.winner);
  return { ok: true, bracket: copy };
}

/** Puts a game back to scheduled with no result; refused while a later game built on it has started. */
export function resetKnockoutGame(bracket: Bracket, gameId: string): KnockoutOutcome {
  const copy = cloneBracket(bracket);
  const game = copy.games.find((g) => g.id === gameId);
  if (!game) return { ok: false, code: 'GAME_NOT_FOUND' };
  if (game.winner !== null) {
    const blockedBy = startedDependents(copy, gameId);
    if (blockedBy.length > 0) return { ok: false, code: 'DEPENDENT_GAME_STARTED', blockedBy };
  }
  const oldWinner = game.winner;
  game.status = 'scheduled';
  game.result = null;
  game.winner = null;
  reflow(copy, game, oldWinner, null);
  return { ok: true, bracket: copy };
}

export type SlotRef = { gameId: string; slot: 1 | 2 };

export type SwapError = 'GAME_NOT_FOUND' | 'NOT_AN_ENTRANT_SLOT' | 'GAME_ALREADY_STARTED' | 'SAME_SLOT';

/**
 * Swaps two entrants of the first round (a bye entrant counts: its first game
 * is in round two). Allowed until either game starts. Returns the same-group
 * pairs the swap leaves in the affected games as `SAME_GROUP_REMATCH` warnings.
 */
export function swapEntrants(
  bracket: Bracket,
  a: SlotRef,
  b: SlotRef,
): { ok: true; bracket: Bracket; warnings: SameGroupWarning[] } | { ok: false; code: SwapError } {
  if (a.gameId === b.gameId && a.slot === b.slot) return { ok: false, code: 'SAME_SLOT' };
  const copy = cloneBracket(bracket);
  const gameA = copy.games.find((g) => g.id === a.gameId);
  const gameB = copy.games.find((g) => g.id === b.gameId);
  if (!gameA || !gameB) return { ok: false, code: 'GAME_NOT_FOUND' };
  const entrants = new Set(entrantSlots(copy).map(({ game, slot }) => `${game.id}/${slot}`));
  if (!entrants.has(`${a.gameId}/${a.slot}`) || !entrants.has(`${b.gameId}/${b.slot}`)) {
    return { ok: false, code: 'NOT_AN_ENTRANT_SLOT' };
  }
  if (gameA.status !== 'scheduled' || gameB.status !== 'scheduled') return { ok: false, code: 'GAME_ALREADY_STARTED' };
  const slotA = { ...slotOf(gameA, a.slot) };
  const slotB = { ...slotOf(gameB, b.slot) };
  // The seed belongs to the bracket line, not the team: keep it in place.
  setSlot(gameA, a.slot, { ...slotB, seed: slotA.seed });
  setSlot(gameB, b.slot, { ...slotA, seed: slotB.seed });
  const touched = new Set([gameA.id, gameB.id]);
  return { ok: true, bracket: copy, warnings: sameGroupPairs(copy).filter((w) => touched.has(w.gameId)) };
}

function setSlot(game: KnockoutGame, slot: 1 | 2, value: KnockoutGame['slot1']): void {
  if (slot === 1) game.slot1 = value;
  else game.slot2 = value;
}
