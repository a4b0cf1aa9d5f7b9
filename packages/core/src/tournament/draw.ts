/**
 * Drawing teams into groups from pots, keeping clubs apart (decision 414).
 *
 * Teams are drawn pot by pot: within a pot the order comes from the seed, and
 * the pots, in order, are cut into rows of one team per group, so every group
 * gets one team of each row (the seeding: the teams of pot 1 never meet in a
 * group when pot 1 holds one team per group). Inside that frame the draw
 * minimises the teams of one club that share a group (and, when asked, of one
 * country, which weighs less than any club conflict). It searches exactly
 * within a bounded budget, starting from a greedy draw, so whenever the pots
 * allow a draw without conflicts it is found (checked against exhaustive search
 * in the tests); what cannot be avoided is reported. Same seed, same draw.
 */
import { apartCost, sharedKeys, SAME_CLUB_COST, type ApartTeam } from './keep-apart.js';
import { createRandom, shuffle } from './random.js';

export type DrawTeam = ApartTeam & {
  /** 1 = the first pot; teams without a pot are drawn after every pot. */
  pot?: number | null;
};

export type DrawOptions = {
  groupCount: number;
  seed: number;
  /** Also keep teams of one country apart (after clubs). */
  avoidCountry?: boolean;
};

/** Teams of one club (or country) that share a group. */
export type DrawConflict = { group: number; kind: 'club' | 'country'; key: string; teams: string[] };

export type DrawError = 'NOT_ENOUGH_TEAMS' | 'DUPLICATE_TEAM' | 'GROUP_COUNT_OUT_OF_RANGE';

export type DrawResult =
  | {
      ok: true;
      /** Team ids per group, in draw order (the first row's team first). */
      groups: string[][];
      conflicts: DrawConflict[];
      /** False when the search ran out of budget before proving the draw the best possible. */
      exact: boolean;
    }
  | { ok: false; code: DrawError };

const BUDGET = 200_000;

type Placed = { team: DrawTeam; row: number };

export function drawGroups(teams: readonly DrawTeam[], options: DrawOptions): DrawResult {
  const { groupCount: g } = options;
  if (new Set(teams.map((t) => t.id)).size !== teams.length) return { ok: false, code: 'DUPLICATE_TEAM' };
  if (!Number.isInteger(g) || g < 1) return { ok: false, code: 'GROUP_COUNT_OUT_OF_RANGE' };
  if (teams.length < 2 * g)
    return { ok: false, code: teams.length < 2 ? 'NOT_ENOUGH_TEAMS' : 'GROUP_COUNT_OUT_OF_RANGE' };

  const random = createRandom(options.seed);
  const pots = new Map<number, DrawTeam[]>();
  for (const team of teams) {
    const pot = team.pot ?? Number.MAX_SAFE_INTEGER;
    pots.set(pot, [...(pots.get(pot) ?? []), team]);
  }
  const order = [...pots.keys()].sort((a, b) => a - b).flatMap((pot) => shuffle(pots.get(pot) ?? [], random));
  const rows = order.map((team, i): Placed => ({ team, row: Math.floor(i / g) }));
  const groupOrder = shuffle(
    Array.from({ length: g }, (_, i) => i),
    random,
  );

  const avoidCountry = options.avoidCountry === true;
  const members: Placed[][] = Array.from({ length: g }, () => []);
  // The shared rule (keep-apart.ts): a club pair outweighs every country pair.
  const addedCost = (group: number, team: DrawTeam): number =>
    (members[group] as Placed[]).reduce((cost, other) => cost + apartCost(team, other.team, avoidCountry), 0);

  let best: number[] | null = null;
  let bestCost = Infinity;
  const assignment: number[] = [];
  let budget = BUDGET;
  const floor = lowerBound(teams, g);

  const visit = (i: number, cost: number): void => {
    if (cost >= bestCost || budget <= 0 || bestCost === floor) return;
    budget -= 1;
    if (i === rows.length) {
      best = [...assignment];
      bestCost = cost;
      return;
    }
    const placed = rows[i] as Placed;
    // Groups that still lack a team of this row; cheapest first, ties in the drawn order.
    const open = groupOrder.filter((group) => !(members[group] as Placed[]).some((m) => m.row === placed.row));
    let triedEmpty = false;
    const choices = open
      .map((group) => ({ group, cost: addedCost(group, placed.team) }))
      .sort((a, b) => a.cost - b.cost);
    for (const choice of choices) {
      // Empty groups are interchangeable: trying one of them is enough.
      if ((members[choice.group] as Placed[]).length === 0) {
        if (triedEmpty) continue;
        triedEmpty = true;
      }
      (members[choice.group] as Placed[]).push(placed);
      assignment.push(choice.group);
      visit(i + 1, cost + choice.cost);
      assignment.pop();
      (members[choice.group] as Placed[]).pop();
    }
  };
  visit(0, 0);

  const groups: string[][] = Array.from({ length: g }, () => []);
  (best as number[] | null)?.forEach((group, i) => (groups[group] as string[]).push((rows[i] as Placed).team.id));
  const byId = new Map(teams.map((t) => [t.id, t] as const));
  return {
    ok: true,
    groups,
    conflicts: conflictsOf(groups, byId, avoidCountry),
    exact: budget > 0 || bestCost === floor,
  };
}

/** Pairs of one club (or country) that no draw into `g` groups can avoid: the pigeonhole bound. */
function lowerBound(teams: readonly DrawTeam[], g: number): number {
  const pairs = (m: number): number => {
    const q = Math.floor(m / g);
    const r = m % g;
    return (r * (q + 1) * q) / 2 + ((g - r) * q * (q - 1)) / 2;
  };
  const count = (key: (t: DrawTeam) => string | null | undefined): Map<string, number> => {
    const out = new Map<string, number>();
    for (const t of teams) {
      const k = key(t);
      if (k) out.set(k, (out.get(k) ?? 0) + 1);
    }
    return out;
  };
  // Country pairs are left out: the bound stays a bound without them.
  let bound = 0;
  for (const m of count((t) => t.club).values()) bound += SAME_CLUB_COST * pairs(m);
  return bound;
}

/** Every club (and, when asked, country) that has more than one team in a group. */
export function conflictsOf(
  groups: readonly (readonly string[])[],
  teams: ReadonlyMap<string, DrawTeam>,
  avoidCountry: boolean,
): DrawConflict[] {
  return groups.flatMap((ids, group) => sharedKeys(ids, teams, avoidCountry).map((shared) => ({ group, ...shared })));
}
