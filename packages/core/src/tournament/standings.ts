/**
 * Group standings and tie-breaks (docs/product/tournaments.md "Standings").
 *
 * The ranking is a recursive split: all teams start in one block, each criterion
 * splits a block into sub-blocks of equal value, and the next criterion only
 * looks inside a sub-block. Head-to-head criteria compute a mini-league among
 * the teams that were level when the head-to-head run of criteria began; with
 * `reapplyHeadToHead` (UEFA) the run starts again for any smaller set of teams
 * still level after it. Teams still level after the last criterion are an
 * unresolved tie until a person resolves exactly that set (`TieResolution`).
 */

export type CardCounts = { yellow: number; secondYellow: number; directRed: number; yellowDirectRed: number };

export type PlayedGame = {
  team1: string;
  team2: string;
  goals1: number;
  goals2: number;
  cards1?: CardCounts;
  cards2?: CardCounts;
};

export type Criterion =
  | 'points'
  | 'goalDifference'
  | 'goalsFor'
  | 'wins'
  | 'headToHeadPoints'
  | 'headToHeadGoalDifference'
  | 'headToHeadGoalsFor'
  | 'fairPlay';

export type StandingsRules = {
  points: { win: number; draw: number; loss: number };
  /** Applied in order. */
  criteria: Criterion[];
  /** UEFA: re-apply the head-to-head block to teams still level. */
  reapplyHeadToHead: boolean;
  /** Deduction weights per card kind; fewer deduction points rank higher. */
  fairPlay: CardCounts;
};

export type TieResolutionMethod = 'shootout' | 'coinToss' | 'drawingOfLots' | 'committee' | 'groupSelection';

export type TieResolution = {
  teams: string[];
  order: string[];
  method: TieResolutionMethod;
  note?: string;
  score?: string;
};

export type StandingRow = {
  team: string;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Fair-play deduction points (cards plus adjustments). Fewer is better. */
  fairPlay: number;
};

export type StandingsResult = { rows: StandingRow[]; unresolvedTies: string[][] };

/** FIFA World Cup 2018/2022 regulations, art. 32.5. */
export const FIFA_RULES: StandingsRules = {
  points: { win: 3, draw: 1, loss: 0 },
  criteria: [
    'points',
    'goalDifference',
    'goalsFor',
    'headToHeadPoints',
    'headToHeadGoalDifference',
    'headToHeadGoalsFor',
    'fairPlay',
  ],
  reapplyHeadToHead: false,
  fairPlay: { yellow: 1, secondYellow: 3, directRed: 4, yellowDirectRed: 5 },
};

/** UEFA EURO regulations (2016–2024), art. 18/20. */
export const UEFA_RULES: StandingsRules = {
  points: { win: 3, draw: 1, loss: 0 },
  criteria: [
    'points',
    'headToHeadPoints',
    'headToHeadGoalDifference',
    'headToHeadGoalsFor',
    'goalDifference',
    'goalsFor',
    'wins',
    'fairPlay',
  ],
  reapplyHeadToHead: true,
  fairPlay: { yellow: 1, secondYellow: 3, directRed: 3, yellowDirectRed: 4 },
};

export const NO_CARDS: CardCounts = { yellow: 0, secondYellow: 0, directRed: 0, yellowDirectRed: 0 };

/** Deduction points for one set of cards under the given weights. */
export function fairPlayPoints(cards: CardCounts | undefined, weights: CardCounts): number {
  if (!cards) return 0;
  return (
    cards.yellow * weights.yellow +
    cards.secondYellow * weights.secondYellow +
    cards.directRed * weights.directRed +
    cards.yellowDirectRed * weights.yellowDirectRed
  );
}

export function isHeadToHead(criterion: Criterion): boolean {
  return criterion.startsWith('headToHead');
}

/** A team's figures in a table: everything but its name and place. */
export type StandingTotals = Omit<StandingRow, 'position' | 'team'>;

/** A team's figures before its first game: every one 0. */
export function emptyTotals(): StandingTotals {
  return {
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    fairPlay: 0,
  };
}

function addResult(t: StandingTotals, scored: number, conceded: number, rules: StandingsRules): void {
  t.played += 1;
  t.goalsFor += scored;
  t.goalsAgainst += conceded;
  t.goalDifference = t.goalsFor - t.goalsAgainst;
  if (scored > conceded) {
    t.won += 1;
    t.points += rules.points.win;
  } else if (scored === conceded) {
    t.drawn += 1;
    t.points += rules.points.draw;
  } else {
    t.lost += 1;
    t.points += rules.points.loss;
  }
}

/** Totals for `teams` over the games whose both teams are in `teams`. */
function tally(
  teams: readonly string[],
  games: readonly PlayedGame[],
  rules: StandingsRules,
): Map<string, StandingTotals> {
  const totals = new Map<string, StandingTotals>();
  for (const team of teams) totals.set(team, emptyTotals());
  for (const g of games) {
    const t1 = totals.get(g.team1);
    const t2 = totals.get(g.team2);
    if (!t1 || !t2 || g.team1 === g.team2) continue;
    addResult(t1, g.goals1, g.goals2, rules);
    addResult(t2, g.goals2, g.goals1, rules);
    t1.fairPlay += fairPlayPoints(g.cards1, rules.fairPlay);
    t2.fairPlay += fairPlayPoints(g.cards2, rules.fairPlay);
  }
  return totals;
}

/**
 * Value of a criterion for one team; a higher value ranks higher
 * (fair play is negated because fewer deduction points are better).
 */
function overallValue(criterion: Criterion, row: StandingTotals): number {
  switch (criterion) {
    case 'points':
      return row.points;
    case 'goalDifference':
      return row.goalDifference;
    case 'goalsFor':
      return row.goalsFor;
    case 'wins':
      return row.won;
    case 'fairPlay':
      return -row.fairPlay;
    case 'headToHeadPoints':
      return row.points;
    case 'headToHeadGoalDifference':
      return row.goalDifference;
    case 'headToHeadGoalsFor':
      return row.goalsFor;
  }
}

/** Splits `block` into sub-blocks of equal value, best first; keeps input order inside a sub-block. */
function splitBy(block: readonly string[], value: (team: string) => number): string[][] {
  const values = new Map(block.map((team) => [team, value(team)] as const));
  const distinct = [...new Set(values.values())].sort((a, b) => b - a);
  return distinct.map((v) => block.filter((team) => values.get(team) === v));
}

type RankContext = {
  criteria: readonly Criterion[];
  reapply: boolean;
  overall: (criterion: Criterion, team: string) => number;
  /** Null when head-to-head criteria do not apply (across groups). */
  headToHead: ((criterion: Criterion, context: readonly string[], team: string) => number) | null;
};

/** Index of the first criterion of the head-to-head run containing `index`. */
function runStart(criteria: readonly Criterion[], index: number): number {
  let i = index;
  while (i > 0 && isHeadToHead(criteria[i - 1] as Criterion)) i -= 1;
  return i;
}

/** Ranks `block` from criterion `index` on; returns ordered sub-blocks (size > 1 = still level). */
function rankBlock(ctx: RankContext, block: string[], index: number, h2hTeams: readonly string[]): string[][] {
  if (block.length <= 1 || index >= ctx.criteria.length) return [block];
  const criterion = ctx.criteria[index] as Criterion;

  if (!isHeadToHead(criterion)) {
    return splitBy(block, (team) => ctx.overall(criterion, team)).flatMap((sub) =>
      rankBlock(ctx, sub, index + 1, h2hTeams),
    );
  }

  const headToHead = ctx.headToHead;
  if (!headToHead) return rankBlock(ctx, block, index + 1, h2hTeams);

  // A head-to-head run starts with the teams level at that point (the "teams concerned").
  const startsRun = index === 0 || !isHeadToHead(ctx.criteria[index - 1] as Criterion);
  const concerned = startsRun ? block : h2hTeams;
  const endsRun = index + 1 >= ctx.criteria.length || !isHeadToHead(ctx.criteria[index + 1] as Criterion);
  const start = runStart(ctx.criteria, index);

  return splitBy(block, (team) => headToHead(criterion, concerned, team)).flatMap((sub) => {
    if (endsRun && ctx.reapply && sub.length > 1 && sub.length < concerned.length) {
      // UEFA: criteria a)–c) again, only over the matches between the teams still level.
      return rankBlock(ctx, sub, start, sub);
    }
    return rankBlock(ctx, sub, index + 1, concerned);
  });
}

function sameTeamSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((team) => set.has(team)) && set.size === a.length;
}

/** A resolution applies only to exactly the tied teams, and only if its order is a permutation of them. */
function findResolution(tied: readonly string[], resolutions: readonly TieResolution[]): string[] | null {
  for (const r of resolutions) {
    if (sameTeamSet(r.teams, tied) && sameTeamSet(r.order, tied)) return [...r.order];
  }
  return null;
}

/**
 * Orders blocks into rows. Teams of a resolved tie get consecutive positions;
 * teams of an unresolved tie share the best position of the block ("=" in a table).
 */
function assignPositions(
  blocks: string[][],
  resolutions: readonly TieResolution[],
): { ordered: { team: string; position: number }[]; unresolvedTies: string[][] } {
  const ordered: { team: string; position: number }[] = [];
  const unresolvedTies: string[][] = [];
  for (const block of blocks) {
    const first = ordered.length + 1;
    if (block.length === 1) {
      ordered.push({ team: block[0] as string, position: first });
      continue;
    }
    const resolved = findResolution(block, resolutions);
    if (resolved) {
      resolved.forEach((team, i) => ordered.push({ team, position: first + i }));
    } else {
      unresolvedTies.push([...block]);
      for (const team of block) ordered.push({ team, position: first });
    }
  }
  return { ordered, unresolvedTies };
}

/**
 * Computes a group table. Games naming a team outside `teams` are ignored.
 * Teams level after every criterion stay in `unresolvedTies` (and share a position)
 * until a resolution lists exactly those teams.
 */
export function computeStandings(input: {
  teams: string[];
  games: PlayedGame[];
  rules: StandingsRules;
  fairPlayAdjustments?: Record<string, number>;
  resolutions?: TieResolution[];
}): StandingsResult {
  const { rules } = input;
  const teams = [...new Set(input.teams)];
  const totals = tally(teams, input.games, rules);
  for (const [team, extra] of Object.entries(input.fairPlayAdjustments ?? {})) {
    const t = totals.get(team);
    if (t) t.fairPlay += extra;
  }

  const miniLeagues = new Map<string, Map<string, StandingTotals>>();
  const miniLeague = (context: readonly string[]): Map<string, StandingTotals> => {
    const key = [...context].sort().join('\u0000');
    let table = miniLeagues.get(key);
    if (!table) {
      table = tally(context, input.games, rules);
      miniLeagues.set(key, table);
    }
    return table;
  };

  const ctx: RankContext = {
    criteria: rules.criteria,
    reapply: rules.reapplyHeadToHead,
    overall: (criterion, team) => overallValue(criterion, totals.get(team) as StandingTotals),
    headToHead: (criterion, context, team) => overallValue(criterion, miniLeague(context).get(team) as StandingTotals),
  };
  const blocks = rankBlock(ctx, teams, 0, teams);
  const { ordered, unresolvedTies } = assignPositions(blocks, input.resolutions ?? []);
  const rows = ordered.map(({ team, position }) => ({ team, position, ...(totals.get(team) as StandingTotals) }));
  return { rows, unresolvedTies };
}

/**
 * Ranks rows from different groups (e.g. all runners-up for wildcards).
 * Head-to-head criteria are skipped: the teams did not play each other.
 * Rows keep their `group`; positions are renumbered across the list.
 */
export function rankAcrossGroups<R extends StandingRow & { group: string }>(
  rows: R[],
  rules: StandingsRules,
  resolutions?: TieResolution[],
): { rows: R[]; unresolvedTies: string[][] } {
  const byTeam = new Map(rows.map((row) => [row.team, row] as const));
  const ctx: RankContext = {
    criteria: rules.criteria,
    reapply: false,
    overall: (criterion, team) => overallValue(criterion, byTeam.get(team) as R),
    headToHead: null,
  };
  const blocks = rankBlock(
    ctx,
    rows.map((row) => row.team),
    0,
    [],
  );
  const { ordered, unresolvedTies } = assignPositions(blocks, resolutions ?? []);
  return {
    rows: ordered.map(({ team, position }) => ({ ...(byTeam.get(team) as R), position })),
    unresolvedTies,
  };
}
