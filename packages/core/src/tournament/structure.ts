/**
 * What a group-stage structure promises before anything is generated
 * (decision 413): games in all, per phase and per bracket, and the least games
 * any team plays whatever the results — the figure youth cups advertise.
 */
import type { AdvancingGroup } from './advancement.js';
import { wildcardPlan } from './advancement.js';
import type { Bracket, KnockoutGame } from './bracket.js';
import type { GroupStageOptions } from './group-stage.js';
import { generateGroupStage } from './group-stage.js';

/** The least games a team plays in the bracket from `game` on (its first game there). */
export function minGamesFrom(bracket: Bracket): (gameId: string) => number {
  const byId = new Map(bracket.games.map((g) => [g.id, g] as const));
  const memo = new Map<string, number>();
  const from = (id: string): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const game = byId.get(id) as KnockoutGame;
    const onWin = game.next ? from(game.next.gameId) : 0;
    const onLoss = game.loserNext ? from(game.loserNext.gameId) : 0;
    const value = 1 + Math.min(onWin, onLoss);
    memo.set(id, value);
    return value;
  };
  return from;
}

/** For each entrant source (JSON of the slot source), the least games it plays in the bracket. */
export function entrantMinGames(bracket: Bracket): Map<string, number> {
  const from = minGamesFrom(bracket);
  const out = new Map<string, number>();
  for (const game of bracket.games) {
    for (const slot of [game.slot1, game.slot2]) {
      if (slot.source.kind === 'winner' || slot.source.kind === 'loser') continue;
      out.set(JSON.stringify(slot.source), from(game.id));
    }
  }
  return out;
}

export type StructureSummary = {
  groupGames: number;
  knockoutGames: number;
  total: number;
  /** Games per bracket, in play-off order. */
  brackets: { entrants: number; games: number }[];
  /** The least games any team plays, whatever the results. */
  minGamesPerTeam: number;
  /** The least games of the team finishing at each group position (index 0 = winners), over all groups. */
  minGamesByPosition: number[];
};

/** The summary of a group stage, or the code that makes the structure impossible. */
export function summarizeGroupStage(
  groups: readonly AdvancingGroup[],
  options: GroupStageOptions = {},
): { ok: true; summary: StructureSummary } | { ok: false; code: string } {
  const generated = generateGroupStage(groups, options);
  if (!generated.ok) return generated;
  const legs = options.legs ?? 1;
  const mins = generated.brackets.map(entrantMinGames);
  const wild = wildcardPlan(groups, options);
  const wildMins = mins.flatMap((m) => [...m.entries()].filter(([k]) => k.includes('"wildcard"')).map(([, v]) => v));
  const largest = Math.max(...groups.map((g) => g.teams.length));
  const minGamesByPosition = Array.from({ length: largest }, (_, i) => {
    const position = i + 1;
    let least = Infinity;
    for (const g of groups) {
      if (g.teams.length < position) continue;
      const key = JSON.stringify({ kind: 'group', group: g.name, position });
      let knockout = Math.min(...mins.map((m) => m.get(key) ?? Infinity));
      if (knockout === Infinity) {
        const candidate = wild !== null && wild.place === position && wild.candidates.some((c) => c.name === g.name);
        // A wildcard candidate plays in whichever bracket its rank takes it to, or in none.
        const everyRankHasABracket = candidate && wildMins.length >= wild.candidates.length;
        knockout = candidate && everyRankHasABracket ? Math.min(...wildMins) : 0;
      }
      least = Math.min(least, (g.teams.length - 1) * legs + knockout);
    }
    return least;
  });
  const groupGames = generated.fixtures.length;
  const knockoutGames = generated.brackets.reduce((sum, b) => sum + b.games.length, 0);
  return {
    ok: true,
    summary: {
      groupGames,
      knockoutGames,
      total: groupGames + knockoutGames,
      brackets: generated.brackets.map((b) => ({ entrants: b.entrants, games: b.games.length })),
      minGamesPerTeam: Math.min(...minGamesByPosition),
      minGamesByPosition,
    },
  };
}
