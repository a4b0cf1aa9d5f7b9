/**
 * Copies final group standings into the knockout bracket (docs/product/tournaments.md
 * "Apply group results"). Only finished groups fill their slots; the slots of
 * other groups stay open. Preconditions come back as codes, in this order:
 * NOT_GROUP_STAGE, NO_KNOCKOUT_BRACKET, NO_GROUP_FINISHED, UNRESOLVED_TIES,
 * WILDCARD_SELECTION_NEEDED, DEPENDENT_GAME_STARTED.
 */
import type { AdvancingGroup, KnockoutPlan } from './advancement.js';
import { wildcardPlan } from './advancement.js';
import type { Bracket, BracketSlot, Entrant, GameStatus, SameGroupWarning } from './bracket.js';
import { arrangeAgainst, cloneBracket, isFedByGame, sameGroupPairs, slotOf } from './bracket.js';
import type { TournamentType } from './formats.js';
import type { CardCounts, StandingRow, StandingsRules, TieResolution } from './standings.js';
import { computeStandings, rankAcrossGroups } from './standings.js';

export type GroupGame = {
  id: string;
  group: string;
  team1: string;
  team2: string;
  status: GameStatus;
  goals1: number;
  goals2: number;
  cards1?: CardCounts;
  cards2?: CardCounts;
};

export type ApplyGroupResultsInput = {
  type: TournamentType;
  groups: AdvancingGroup[];
  games: GroupGame[];
  bracket: Bracket | null;
  rules: StandingsRules;
  /** Group tie resolutions and wildcard selections (method `groupSelection`). */
  resolutions?: TieResolution[];
  fairPlayAdjustments?: Record<string, number>;
  /** The wildcard rule and play-offs the bracket was drawn with (absent: each group's own advancement). */
  plan?: KnockoutPlan;
};

export type ApplyGroupResultsError =
  | { ok: false; code: 'NOT_GROUP_STAGE' | 'NO_KNOCKOUT_BRACKET' | 'NO_GROUP_FINISHED' }
  | { ok: false; code: 'UNRESOLVED_TIES'; ties: { group: string; teams: string[] }[] }
  | { ok: false; code: 'WILDCARD_SELECTION_NEEDED'; teams: string[][] }
  | { ok: false; code: 'DEPENDENT_GAME_STARTED'; blockedBy: string[] };

export type ApplyGroupResultsOutcome =
  | {
      ok: true;
      bracket: Bracket;
      /** Groups whose slots were filled, and groups still playing. */
      filledGroups: string[];
      openGroups: string[];
      /** The wildcard teams this bracket takes, by rank; null while a candidate group still plays. */
      wildcards: string[] | null;
      /** Number of slots whose team changed; 0 means "no changes". */
      changes: number;
      warnings: SameGroupWarning[];
    }
  | ApplyGroupResultsError;

/** A group is finished when every pair of its teams has met and every game is finished. */
export function isGroupFinished(group: AdvancingGroup, games: readonly GroupGame[]): boolean {
  const own = games.filter((g) => g.group === group.name);
  if (own.length === 0 || own.some((g) => g.status !== 'finished')) return false;
  const met = new Set(own.map((g) => [g.team1, g.team2].sort().join('\u0000')));
  for (let i = 0; i < group.teams.length; i += 1) {
    for (let j = i + 1; j < group.teams.length; j += 1) {
      if (!met.has([group.teams[i], group.teams[j]].sort().join('\u0000'))) return false;
    }
  }
  return true;
}

function groupTable(
  input: Omit<ApplyGroupResultsInput, 'type' | 'bracket'>,
  group: AdvancingGroup,
  games: readonly GroupGame[],
) {
  return computeStandings({
    teams: group.teams,
    games: games.filter((g) => g.group === group.name),
    rules: input.rules,
    ...(input.fairPlayAdjustments ? { fairPlayAdjustments: input.fairPlayAdjustments } : {}),
    ...(input.resolutions ? { resolutions: input.resolutions } : {}),
  });
}

/** Ties that touch a position up to `depth` (for wildcards: the last wildcard). */
function tiesWithin(
  rows: readonly Pick<StandingRow, 'team' | 'position'>[],
  ties: readonly string[][],
  depth: number,
): string[][] {
  const position = new Map(rows.map((r) => [r.team, r.position] as const));
  return ties.filter((tie) => tie.some((team) => (position.get(team) ?? Infinity) <= depth));
}

/** A team of the wildcard place, ranked across groups. */
export type WildcardRow = StandingRow & { group: string; advances: boolean };

export type WildcardRanking = {
  place: number;
  count: number;
  /** Best first; `position` across groups (an open tie shares the best position of its block). */
  ranking: WildcardRow[];
  unresolvedTies: string[][];
  /** Every candidate group has finished: the ranking is final. */
  complete: boolean;
};

/**
 * The teams of the wildcard place ranked across groups (decision 410) by the
 * tournament's rules without head-to-head (FIFA: points, goal difference, goals
 * scored, fair play; UEFA: also wins before fair play), then a recorded
 * `groupSelection`. When groups differ in size, results against the teams placed
 * below the smallest candidate group's size are discarded (as UEFA and FIFA do),
 * so every team is measured over the same number of games. While groups still
 * play the ranking is provisional (`complete` false). Null without wildcards.
 */
export function rankWildcards(input: Omit<ApplyGroupResultsInput, 'type' | 'bracket'>): WildcardRanking | null {
  const wild = wildcardPlan(input.groups, input.plan);
  if (!wild) return null;
  const rows = placeRows(input, wild.candidates, wild.place);
  const ranked = rankAcrossGroups(rows, input.rules, input.resolutions);
  const open = new Set(ranked.unresolvedTies.filter((tie) => crossesCut(ranked.rows, tie, wild.count)).flat());
  return {
    place: wild.place,
    count: wild.count,
    ranking: ranked.rows.map((row, index) => ({ ...row, advances: index < wild.count && !open.has(row.team) })),
    unresolvedTies: ranked.unresolvedTies,
    complete: wild.candidates.every((g) => isGroupFinished(g, input.games)),
  };
}

/** True when the tie's block of positions reaches into [from, to]. */
function crosses(rows: readonly StandingRow[], tie: readonly string[], from: number, to: number): boolean {
  const start = Math.min(...rows.filter((r) => tie.includes(r.team)).map((r) => r.position));
  const end = start + tie.length - 1;
  return start <= to && end >= from;
}

/** True when the tie's block holds both the last place that goes through and the first that does not. */
function crossesCut(rows: readonly StandingRow[], tie: readonly string[], count: number): boolean {
  const start = Math.min(...rows.filter((r) => tie.includes(r.team)).map((r) => r.position));
  return start <= count && start + tie.length - 1 > count;
}

function placeRows(
  input: Omit<ApplyGroupResultsInput, 'type' | 'bracket'>,
  groups: readonly AdvancingGroup[],
  place: number,
): (StandingRow & { group: string })[] {
  const minSize = Math.min(...groups.map((g) => g.teams.length));
  return groups.map((group) => {
    const full = groupTable(input, group, input.games);
    const kept = new Set(full.rows.filter((r, i) => i < minSize && r.position <= minSize).map((r) => r.team));
    const games =
      group.teams.length > minSize ? input.games.filter((g) => kept.has(g.team1) && kept.has(g.team2)) : input.games;
    const table = groupTable(input, group, games);
    const team = (full.rows[place - 1] as StandingRow).team;
    const row = table.rows.find((r) => r.team === team) as StandingRow;
    return { ...row, group: group.name };
  });
}

/** What of a bracket says which group positions and wildcard ranks it takes: its slots' sources. */
type SlotSourceLike = { kind: string; group?: string; position?: number; rank?: number };
type BracketSources = { games: readonly { slot1: { source: SlotSourceLike }; slot2: { source: SlotSourceLike } }[] };

/** Positions of a group that the bracket's slots take. */
function slotDepth(bracket: BracketSources, group: string): number {
  let depth = 0;
  for (const game of bracket.games) {
    for (const slot of [game.slot1, game.slot2]) {
      const s = slot.source;
      if (s.kind === 'group' && s.group === group && s.position !== undefined) depth = Math.max(depth, s.position);
    }
  }
  return depth;
}

/** The wildcard ranks the bracket's slots take: [first, last], or null. */
function wildcardRanks(bracket: BracketSources): [number, number] | null {
  const ranks = bracket.games.flatMap((g) =>
    [g.slot1.source, g.slot2.source].flatMap((s) => (s.kind === 'wildcard' && s.rank !== undefined ? [s.rank] : [])),
  );
  return ranks.length === 0 ? null : [Math.min(...ranks), Math.max(...ranks)];
}

/**
 * The unresolved ties of a finished group that block applying its results
 * (decision 427): only those that decide a qualification or a seed, that is,
 * that touch a position the bracket's slots take (or the wildcard place of a
 * group whose runner-up may go through as a wildcard). A tie for 3rd where
 * only the winner goes through blocks nothing. The same rule the apply uses,
 * for the apply page's checklist (which reads the bracket from the API).
 */
export function blockingTies(input: {
  groups: readonly AdvancingGroup[];
  group: string;
  bracket: BracketSources;
  rows: readonly { team: string; position: number }[];
  ties: readonly string[][];
  plan?: KnockoutPlan;
}): string[][] {
  const wild = wildcardPlan(input.groups, input.plan);
  const candidate =
    wildcardRanks(input.bracket) !== null && wild !== null && wild.candidates.some((c) => c.name === input.group);
  const depth = Math.max(slotDepth(input.bracket, input.group), candidate && wild ? wild.place : 0);
  return tiesWithin(input.rows, input.ties, depth);
}

export function applyGroupResults(input: ApplyGroupResultsInput): ApplyGroupResultsOutcome {
  if (input.type !== 'groupStage') return { ok: false, code: 'NOT_GROUP_STAGE' };
  if (!input.bracket || input.bracket.games.length === 0) return { ok: false, code: 'NO_KNOCKOUT_BRACKET' };
  const finished = input.groups.filter((g) => isGroupFinished(g, input.games));
  if (finished.length === 0) return { ok: false, code: 'NO_GROUP_FINISHED' };

  const tables = new Map(finished.map((g) => [g.name, groupTable(input, g, input.games)] as const));
  const wild = wildcardPlan(input.groups, input.plan);
  const ranks = wildcardRanks(input.bracket);
  const ties: { group: string; teams: string[] }[] = [];
  for (const g of finished) {
    const table = tables.get(g.name) as ReturnType<typeof groupTable>;
    const blocking = blockingTies({
      groups: input.groups,
      group: g.name,
      bracket: input.bracket,
      rows: table.rows,
      ties: table.unresolvedTies,
      ...(input.plan ? { plan: input.plan } : {}),
    });
    for (const teams of blocking) ties.push({ group: g.name, teams });
  }
  if (ties.length > 0) return { ok: false, code: 'UNRESOLVED_TIES', ties };

  // Wildcards need every candidate group finished; ties among the ranks the bracket takes need a person.
  let wildcards: ({ team: string; group: string } | null)[] | null = null;
  if (ranks !== null && wild !== null && wild.candidates.every((g) => tables.has(g.name))) {
    const ranked = rankAcrossGroups(placeRows(input, wild.candidates, wild.place), input.rules, input.resolutions);
    const [first, last] = ranks;
    const open = ranked.unresolvedTies.filter((tie) => crosses(ranked.rows, tie, first, last));
    if (open.length > 0) return { ok: false, code: 'WILDCARD_SELECTION_NEEDED', teams: open };
    wildcards = ranked.rows.map((r, i) => (i + 1 >= first && i + 1 <= last ? { team: r.team, group: r.group } : null));
  }

  const bracket = cloneBracket(input.bracket);
  const blockedBy = new Set<string>();
  let changes = 0;
  let wildcardsArrived = false;
  for (const game of bracket.games) {
    for (const slotNo of [1, 2] as const) {
      const slot = slotOf(game, slotNo);
      const fill = valueFor(slot, tables, wildcards);
      if (!fill || fill.team === slot.team) continue;
      if (game.status !== 'scheduled') {
        blockedBy.add(game.id);
        continue;
      }
      if (slot.source.kind === 'wildcard' && slot.team === null) wildcardsArrived = true;
      slot.team = fill.team;
      slot.group = fill.group;
      changes += 1;
    }
  }
  if (blockedBy.size > 0) return { ok: false, code: 'DEPENDENT_GAME_STARTED', blockedBy: [...blockedBy] };
  if (wildcardsArrived) rearrangeWildcards(bracket);

  return {
    ok: true,
    bracket,
    filledGroups: finished.map((g) => g.name),
    openGroups: input.groups.filter((g) => !tables.has(g.name)).map((g) => g.name),
    wildcards: wildcards ? wildcards.flatMap((w) => (w ? [w.team] : [])) : null,
    changes,
    warnings: sameGroupPairs(bracket),
  };
}

function valueFor(
  slot: BracketSlot,
  tables: Map<string, { rows: StandingRow[] }>,
  wildcards: ({ team: string; group: string } | null)[] | null,
): { team: string; group: string } | null {
  const s = slot.source;
  if (s.kind === 'group') {
    const row = tables.get(s.group)?.rows.find((r) => r.position === s.position);
    return row ? { team: row.team, group: s.group } : null;
  }
  if (s.kind === 'wildcard' && wildcards) return wildcards[s.rank - 1] ?? null;
  return null;
}

/**
 * A wildcard's group is unknown when the bracket is drawn, so it may land
 * opposite its own group winner. Once known, the wildcards are re-seated:
 * first among the wildcard slots, then, if a clash remains, against other
 * lower-seeded entrants of unstarted first-round games. User swaps made
 * earlier are not touched unless a wildcard must move.
 */
function rearrangeWildcards(bracket: Bracket): void {
  type Seat = { gameId: string; slot: 1 | 2; fixed: BracketSlot; moving: BracketSlot };
  const seats: Seat[] = [];
  for (const game of bracket.games) {
    if (game.status !== 'scheduled') continue;
    if (isFedByGame(game.slot1.source) || isFedByGame(game.slot2.source)) continue;
    const lowIsTwo = (game.slot2.seed ?? 0) >= (game.slot1.seed ?? 0);
    seats.push({
      gameId: game.id,
      slot: lowIsTwo ? 2 : 1,
      fixed: lowIsTwo ? game.slot1 : game.slot2,
      moving: lowIsTwo ? game.slot2 : game.slot1,
    });
  }
  const asEntrant = (s: BracketSlot): Entrant => ({
    source: isFedByGame(s.source) ? { kind: 'seed', seed: s.seed ?? 0 } : s.source,
    team: s.team,
    group: s.group,
  });
  const wildcardSeats = seats.filter((s) => s.moving.source.kind === 'wildcard');
  const pick = (chosen: Seat[]) => {
    const result = arrangeAgainst(
      chosen.map((s) => asEntrant(s.fixed)),
      chosen.map((s) => asEntrant(s.moving)),
    );
    return { chosen, result };
  };
  let best = pick(wildcardSeats);
  if (best.result.clashes > 0) {
    const wider = pick(seats);
    if (wider.result.clashes < best.result.clashes) best = wider;
  }
  const originals = best.chosen.map((s) => ({ ...s.moving }));
  best.chosen.forEach((seat, i) => {
    const entrant = best.result.order[i] as Entrant;
    const from = originals.find((o) => o.team === entrant.team && o.source === entrant.source) ?? originals[i];
    const game = bracket.games.find((g) => g.id === seat.gameId);
    if (!game || !from) return;
    const replacement: BracketSlot = { ...from, seed: seat.moving.seed };
    if (seat.slot === 1) game.slot1 = replacement;
    else game.slot2 = replacement;
  });
}
