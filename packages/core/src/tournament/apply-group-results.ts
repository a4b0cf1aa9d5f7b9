/**
 * Copies final group standings into the knockout bracket (docs/product/tournaments.md
 * "Apply group results"). Only finished groups fill their slots; the slots of
 * other groups stay open. Preconditions come back as codes, in this order:
 * NOT_GROUP_STAGE, NO_KNOCKOUT_BRACKET, NO_GROUP_FINISHED, UNRESOLVED_TIES,
 * WILDCARD_SELECTION_NEEDED, DEPENDENT_GAME_STARTED.
 */
import type { AdvancingGroup } from './advancement.js';
import { qualifyingDepth, wildcardCount, wildcardGroups } from './advancement.js';
import type { Bracket, BracketSlot, Entrant, GameStatus, SameGroupWarning } from './bracket.js';
import { arrangeAgainst, cloneBracket, sameGroupPairs, slotOf } from './bracket.js';
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
      /** Wildcard teams, best first; null while a candidate group still plays. */
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

function groupTable(input: ApplyGroupResultsInput, group: AdvancingGroup, games: readonly GroupGame[]) {
  return computeStandings({
    teams: group.teams,
    games: games.filter((g) => g.group === group.name),
    rules: input.rules,
    ...(input.fairPlayAdjustments ? { fairPlayAdjustments: input.fairPlayAdjustments } : {}),
    ...(input.resolutions ? { resolutions: input.resolutions } : {}),
  });
}

/** Ties that touch a position up to `depth` (for wildcards: the last wildcard). */
function tiesWithin(rows: readonly StandingRow[], ties: readonly string[][], depth: number): string[][] {
  const position = new Map(rows.map((r) => [r.team, r.position] as const));
  return ties.filter((tie) => tie.some((team) => (position.get(team) ?? Infinity) <= depth));
}

/**
 * Runner-up rows comparable across groups. When groups differ in size,
 * results against teams placed below the smallest group size are discarded
 * (as UEFA and FIFA do for best third-placed teams), so every runner-up is
 * measured over the same number of games.
 */
function runnerUpRows(input: ApplyGroupResultsInput, groups: readonly AdvancingGroup[]) {
  const minSize = Math.min(...groups.map((g) => g.teams.length));
  return groups.map((group) => {
    const full = groupTable(input, group, input.games);
    const kept = new Set(full.rows.filter((r) => r.position <= minSize).map((r) => r.team));
    const games =
      group.teams.length > minSize ? input.games.filter((g) => kept.has(g.team1) && kept.has(g.team2)) : input.games;
    const table = groupTable(input, group, games);
    const runnerUp = full.rows.find((r) => r.position === 2) as StandingRow;
    const row = table.rows.find((r) => r.team === runnerUp.team) as StandingRow;
    return { ...row, group: group.name };
  });
}

export function applyGroupResults(input: ApplyGroupResultsInput): ApplyGroupResultsOutcome {
  if (input.type !== 'groupStage') return { ok: false, code: 'NOT_GROUP_STAGE' };
  if (!input.bracket || input.bracket.games.length === 0) return { ok: false, code: 'NO_KNOCKOUT_BRACKET' };
  const finished = input.groups.filter((g) => isGroupFinished(g, input.games));
  if (finished.length === 0) return { ok: false, code: 'NO_GROUP_FINISHED' };

  const tables = new Map(finished.map((g) => [g.name, groupTable(input, g, input.games)] as const));
  const ties: { group: string; teams: string[] }[] = [];
  for (const g of finished) {
    const table = tables.get(g.name) as ReturnType<typeof groupTable>;
    for (const teams of tiesWithin(table.rows, table.unresolvedTies, qualifyingDepth(g)))
      ties.push({ group: g.name, teams });
  }
  if (ties.length > 0) return { ok: false, code: 'UNRESOLVED_TIES', ties };

  // Wildcards need every candidate group finished; ties among the qualifying runners-up need a person.
  const candidates = wildcardGroups(input.groups);
  const slots = wildcardCount(input.groups);
  let wildcards: { team: string; group: string }[] | null = null;
  if (slots > 0 && candidates.every((g) => tables.has(g.name))) {
    const ranked = rankAcrossGroups(runnerUpRows(input, candidates), input.rules, input.resolutions);
    const open = tiesWithin(ranked.rows, ranked.unresolvedTies, slots);
    if (open.length > 0) return { ok: false, code: 'WILDCARD_SELECTION_NEEDED', teams: open };
    wildcards = ranked.rows.slice(0, slots).map((r) => ({ team: r.team, group: r.group }));
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
    wildcards: wildcards ? wildcards.map((w) => w.team) : null,
    changes,
    warnings: sameGroupPairs(bracket),
  };
}

function valueFor(
  slot: BracketSlot,
  tables: Map<string, { rows: StandingRow[] }>,
  wildcards: { team: string; group: string }[] | null,
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
    if (game.slot1.source.kind === 'winner' || game.slot2.source.kind === 'winner') continue;
    const lowIsTwo = (game.slot2.seed ?? 0) >= (game.slot1.seed ?? 0);
    seats.push({
      gameId: game.id,
      slot: lowIsTwo ? 2 : 1,
      fixed: lowIsTwo ? game.slot1 : game.slot2,
      moving: lowIsTwo ? game.slot2 : game.slot1,
    });
  }
  const asEntrant = (s: BracketSlot): Entrant => ({
    source: s.source.kind === 'winner' ? { kind: 'seed', seed: s.seed ?? 0 } : s.source,
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
