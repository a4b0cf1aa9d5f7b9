/**
 * The scouting plan (docs/product/scouting-at-tournaments.md): which scout
 * watches which games of a tournament. Pure functions, no I/O (decision 433).
 */

/** A game as the plan sees it: when it is played. Unplaced games (no date or time) overlap nothing. */
export interface PlanGame {
  readonly id: string;
  /** 'YYYY-MM-DD', or null while the game is not placed. */
  readonly date: string | null;
  /** Minutes after midnight. */
  readonly start: number | null;
  readonly end: number | null;
}

export interface PlanAssignment {
  readonly userId: string;
  readonly gameIds: readonly string[];
}

const DAY_MS = 86_400_000;

/** The game's time span in minutes since 1970-01-01, or null when it is not placed. */
export function gameSpan(game: PlanGame): { from: number; to: number } | null {
  if (game.date === null || game.start === null || game.end === null) return null;
  const day = Date.parse(`${game.date}T00:00:00Z`);
  if (Number.isNaN(day)) return null;
  const base = Math.round(day / DAY_MS) * 1440;
  return { from: base + game.start, to: base + Math.max(game.end, game.start) };
}

/** Two games overlap when both are placed and their spans share a minute; one ending as the other starts does not. */
export function gamesOverlap(a: PlanGame, b: PlanGame): boolean {
  if (a.id === b.id) return false;
  const x = gameSpan(a);
  const y = gameSpan(b);
  if (!x || !y) return false;
  return x.from < y.to && y.from < x.to;
}

export interface PlanConflicts {
  /** One scout in two overlapping games: each pair once, in the order of the scout's games. */
  readonly overlaps: readonly { readonly userId: string; readonly gameIds: readonly [string, string] }[];
  /** Games with watchlist players that no scout watches, in the order given. */
  readonly uncovered: readonly string[];
}

/**
 * What is wrong with a plan: a scout in two overlapping games, and games with
 * watchlist players nobody covers. Unknown game ids are ignored (the server
 * refuses them before a plan is stored).
 */
export function planConflicts(
  games: readonly PlanGame[],
  assignments: readonly PlanAssignment[],
  watchlistGameIds: readonly string[],
): PlanConflicts {
  const byId = new Map(games.map((g) => [g.id, g]));
  const overlaps: { userId: string; gameIds: [string, string] }[] = [];
  const covered = new Set<string>();
  for (const assignment of assignments) {
    const mine = [...new Set(assignment.gameIds)].flatMap((id) => {
      const game = byId.get(id);
      return game ? [game] : [];
    });
    for (const game of mine) covered.add(game.id);
    for (let i = 0; i < mine.length; i++) {
      for (let j = i + 1; j < mine.length; j++) {
        if (gamesOverlap(mine[i]!, mine[j]!)) {
          overlaps.push({ userId: assignment.userId, gameIds: [mine[i]!.id, mine[j]!.id] });
        }
      }
    }
  }
  const uncovered = watchlistGameIds.filter((id) => byId.has(id) && !covered.has(id));
  return { overlaps, uncovered };
}

/**
 * The suggested plan: covers as many of the watchlist games as the scouts can,
 * never one scout in two overlapping games. Each covered game gets one scout.
 *
 * Interval scheduling on k machines: take the games by their end, give each to
 * the free scout whose last game ended latest (best fit), skip it when no scout
 * is free. That greedy covers the maximum number of games (Carlisle and Lloyd,
 * 1995); `plan.test.ts` checks it against an exhaustive search. Unplaced games
 * overlap nothing, so any scout may take them: they go to the first scout.
 * Deterministic: ties break by start, then by the order given.
 */
export function suggestPlan(
  games: readonly PlanGame[],
  scoutIds: readonly string[],
  watchlistGameIds: readonly string[],
): { assignments: PlanAssignment[]; covered: number; wanted: number } {
  const wanted = new Set(watchlistGameIds);
  const targets = games
    .map((game, index) => ({ game, index, span: gameSpan(game) }))
    .filter((entry) => wanted.has(entry.game.id));
  const scouts = [...new Set(scoutIds)];
  const gameIdsOf = new Map(scouts.map((id) => [id, [] as string[]]));
  const lastEnd = new Map(scouts.map((id) => [id, Number.NEGATIVE_INFINITY]));
  let covered = 0;
  const placed = targets
    .filter((entry) => entry.span !== null)
    .sort((a, b) => a.span!.to - b.span!.to || a.span!.from - b.span!.from || a.index - b.index);
  for (const entry of placed) {
    let best: string | undefined;
    for (const scout of scouts) {
      const end = lastEnd.get(scout)!;
      if (end <= entry.span!.from && (best === undefined || end > lastEnd.get(best)!)) best = scout;
    }
    if (best === undefined) continue;
    lastEnd.set(best, entry.span!.to);
    gameIdsOf.get(best)!.push(entry.game.id);
    covered++;
  }
  const first = scouts[0];
  if (first !== undefined) {
    for (const entry of targets.filter((e) => e.span === null)) {
      gameIdsOf.get(first)!.push(entry.game.id);
      covered++;
    }
  }
  return {
    assignments: scouts.map((userId) => ({ userId, gameIds: gameIdsOf.get(userId)! })),
    covered,
    wanted: targets.length,
  };
}
