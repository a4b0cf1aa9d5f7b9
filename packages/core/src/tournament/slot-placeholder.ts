import type { SlotSource } from './bracket.js';
import { groupLabel } from './group-label.js';

/** The texts a knockout slot without its team names where it comes from (the web's `bracket.placeholders.*`). */
export type PlaceholderKey =
  | 'groupWinner'
  | 'groupRunnerUp'
  | 'groupThird'
  | 'groupPosition'
  | 'wildcard'
  | 'wildcardRank'
  | 'winner'
  | 'loser'
  | 'seed';

/** A slot's origin as a text key and its values: "Winner group {{group}}", "Winner of match {{number}}". */
export type SlotPlaceholder = { key: PlaceholderKey; values: Record<string, string | number> };

/** A source as the bracket answer carries it: a feeding game may be unknown (null). */
export type PlaceholderSource =
  Exclude<SlotSource, { kind: 'winner' | 'loser' }> | { kind: 'winner' | 'loser'; gameId: string | null };

/**
 * What a knockout slot reads while its team is open: "Winner group A",
 * "Best runner-up" (numbered when the bracket has several), "Winner of match
 * 12", where `numberOf` gives the feeding game's number on the page that
 * prints it (the match sheet's running number). Null for a feeding game
 * without a number.
 */
export function slotPlaceholder(
  source: PlaceholderSource,
  wildcards: number,
  numberOf: (gameId: string) => number | null,
): SlotPlaceholder | null {
  switch (source.kind) {
    case 'group': {
      const group = groupLabel(source.group);
      if (source.position === 1) return { key: 'groupWinner', values: { group } };
      if (source.position === 2) return { key: 'groupRunnerUp', values: { group } };
      if (source.position === 3) return { key: 'groupThird', values: { group } };
      return { key: 'groupPosition', values: { group, position: source.position } };
    }
    case 'wildcard':
      return wildcards > 1 ? { key: 'wildcardRank', values: { rank: source.rank } } : { key: 'wildcard', values: {} };
    case 'seed':
      return { key: 'seed', values: { seed: source.seed } };
    case 'winner':
    case 'loser': {
      const number = source.gameId === null ? null : numberOf(source.gameId);
      return number === null ? null : { key: source.kind, values: { number } };
    }
  }
}

/** A knockout game's two slots as the bracket answer has them. */
export type PlaceholderGame = {
  id: string;
  slot1: { source: PlaceholderSource };
  slot2: { source: PlaceholderSource };
};

/**
 * Every knockout game's slot placeholders by game id, for a list of games
 * (the match sheet) whose open teams would otherwise read "To be decided".
 */
export function knockoutPlaceholders(
  games: readonly PlaceholderGame[],
  numberOf: (gameId: string) => number | null,
): Map<string, [SlotPlaceholder | null, SlotPlaceholder | null]> {
  const wildcards = games.reduce(
    (n, game) => n + Number(game.slot1.source.kind === 'wildcard') + Number(game.slot2.source.kind === 'wildcard'),
    0,
  );
  return new Map(
    games.map((game) => [
      game.id,
      [
        slotPlaceholder(game.slot1.source, wildcards, numberOf),
        slotPlaceholder(game.slot2.source, wildcards, numberOf),
      ],
    ]),
  );
}
