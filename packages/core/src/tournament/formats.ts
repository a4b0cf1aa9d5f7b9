/**
 * Fixture generation for the three tournament types (docs/product/tournaments.md "Types").
 * Fixtures are plain data with stable ids; the scheduler gives them times.
 */
import { apartCost, sharedKeys, SAME_CLUB_COST, type ApartTeam, type SharedKey } from './keep-apart.js';
import { createRandom, shuffle } from './random.js';

export type TournamentType = 'scouting' | 'roundRobin' | 'groupStage';

/** A game between two known teams, before it has a time. `round` is 1-based. */
export type Fixture = {
  id: string;
  stage: 'scouting' | 'league' | 'group';
  /** Group name for group-stage fixtures, otherwise null. */
  group: string | null;
  round: number;
  /** Home team. */
  team1: string;
  /** Away team. */
  team2: string;
};

export type FormatError = 'NOT_ENOUGH_TEAMS' | 'DUPLICATE_TEAM';

export type FixturesResult = { ok: true; fixtures: Fixture[] } | { ok: false; code: FormatError };

function checkTeams(teams: readonly string[]): FormatError | null {
  if (teams.length < 2) return 'NOT_ENOUGH_TEAMS';
  if (new Set(teams).size !== teams.length) return 'DUPLICATE_TEAM';
  return null;
}

/**
 * Round-robin pairings by the circle method: one team stays fixed, the others
 * rotate one place per round; with an odd count a bye rotates so each team
 * sits out exactly once. Home and away alternate with the table position,
 * which keeps each team's home and away counts within one of each other
 * (equal with an odd count) and never gives three home or away games in a row.
 * Returns rounds of [home, away] pairs.
 */
export function circleRounds(teams: readonly string[]): [string, string][][] {
  const slots: (string | null)[] = [...teams];
  // The bye takes the fixed seat: every real team then rotates and alternates
  // home and away strictly (the bye sits between two games, never a streak).
  if (slots.length % 2 === 1) slots.unshift(null);
  const n = slots.length;
  const rounds: [string, string][][] = [];
  for (let r = 0; r < n - 1; r += 1) {
    const pairs: [string, string][] = [];
    for (let k = 0; k < n / 2; k += 1) {
      const a = slots[k] ?? null;
      const b = slots[n - 1 - k] ?? null;
      if (a === null || b === null) continue;
      // The fixed team alternates by round; the others alternate with their position.
      const aHome = k === 0 ? r % 2 === 0 : k % 2 === 1;
      pairs.push(aHome ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Rotate everything but the first slot one place clockwise.
    const last = slots.pop() as string | null;
    slots.splice(1, 0, last);
  }
  return orderForRest(rounds);
}

/**
 * Orders the games inside each round so that a team that played late in the
 * previous round also plays late in this one: the time between a team's games
 * stays close to one round for everybody instead of swinging between a back-to-back
 * and a double round.
 */
function orderForRest(rounds: [string, string][][]): [string, string][][] {
  const lastIndex = new Map<string, number>();
  return rounds.map((pairs, r) => {
    const keyed = pairs.map((pair, i) => ({
      pair,
      key: r === 0 ? i : Math.max(lastIndex.get(pair[0]) ?? -1, lastIndex.get(pair[1]) ?? -1),
      i,
    }));
    keyed.sort((x, y) => x.key - y.key || x.i - y.i);
    keyed.forEach(({ pair }, index) => {
      lastIndex.set(pair[0], index);
      lastIndex.set(pair[1], index);
    });
    return keyed.map(({ pair }) => pair);
  });
}

/** How often every pair meets: once, or home and away (decision 415). */
export type Legs = 1 | 2;

/**
 * The rounds of a round robin played `legs` times: the second leg repeats the
 * first round by round with home and away swapped, so every pair meets once at
 * each ground.
 */
export function legRounds(teams: readonly string[], legs: Legs = 1): [string, string][][] {
  const first = circleRounds(teams);
  if (legs === 1) return first;
  return [...first, ...first.map((pairs) => pairs.map(([home, away]): [string, string] => [away, home]))];
}

/** `roundRobin`: everyone plays everyone once (or twice, home and away). */
export function roundRobinFixtures(teams: readonly string[], options: { legs?: Legs } = {}): FixturesResult {
  const problem = checkTeams(teams);
  if (problem) return { ok: false, code: problem };
  const fixtures: Fixture[] = [];
  legRounds(teams, options.legs).forEach((pairs, r) =>
    pairs.forEach(([team1, team2], k) =>
      fixtures.push({ id: `rr-r${r + 1}-m${k + 1}`, stage: 'league', group: null, round: r + 1, team1, team2 }),
    ),
  );
  return { ok: true, fixtures };
}

export type ScoutingTeam = ApartTeam;

/** Teams of one club that meet in a scouting game: the draw's conflict, per game (decision 444). */
export type ScoutingConflict = SharedKey & { game: string };

export type ScoutingResult =
  | { ok: true; fixtures: Fixture[]; sameClubPairs: number; conflicts: ScoutingConflict[] }
  | { ok: false; code: FormatError };

/**
 * `scouting`: exactly two games per team. With three or more teams the games
 * form one cycle through all teams, so the two opponents differ and no pair
 * repeats. Teams are placed on the cycle largest club first, filling every
 * other seat, which keeps same-club neighbours to the unavoidable minimum
 * (2m − n when one club has m > n/2 teams, otherwise none). The pairs are
 * weighed and reported by the draw's rule (keep-apart.ts, decision 444): the
 * same cost counts `sameClubPairs`, the same report names each game's clubs
 * in `conflicts`. The seed varies the draw; the same seed gives the same
 * fixtures.
 */
export function scoutingFixtures(teams: readonly ScoutingTeam[], seed: number): ScoutingResult {
  const ids = teams.map((t) => t.id);
  const problem = checkTeams(ids);
  if (problem) return { ok: false, code: problem };
  const random = createRandom(seed);

  if (teams.length === 2) {
    const [a, b] = shuffle(ids, random) as [string, string];
    return weighed(teams, [
      { id: 'sc-m1', stage: 'scouting', group: null, round: 1, team1: a, team2: b },
      { id: 'sc-m2', stage: 'scouting', group: null, round: 2, team1: b, team2: a },
    ]);
  }

  const byClub = new Map<string, string[]>();
  for (const team of shuffle(teams, random)) {
    const club = clubOf(team);
    byClub.set(club, [...(byClub.get(club) ?? []), team.id]);
  }
  const clubs = [...byClub.values()].sort((a, b) => b.length - a.length);
  const line = clubs.flat();
  const n = line.length;
  const cycle: string[] = new Array<string>(n);
  let seat = 0;
  for (const id of line) {
    cycle[seat] = id;
    seat += 2;
    if (seat >= n) seat = 1;
  }

  const fixtures: Fixture[] = [];
  for (let i = 0; i < n; i += 1) {
    const team1 = cycle[i] as string;
    const team2 = cycle[(i + 1) % n] as string;
    // Alternate edges form two matchings, so each team's two games fall in different rounds.
    const round = n % 2 === 1 && i === n - 1 ? 3 : (i % 2) + 1;
    fixtures.push({ id: `sc-m${i + 1}`, stage: 'scouting', group: null, round, team1, team2 });
  }
  fixtures.sort((a, b) => a.round - b.round);
  return weighed(teams, fixtures);
}

/** The fixtures with their same-club pairs counted and named by the shared rule (clubs only: no country setting). */
function weighed(teams: readonly ScoutingTeam[], fixtures: Fixture[]): ScoutingResult {
  const byId = new Map(teams.map((t) => [t.id, t] as const));
  let sameClubPairs = 0;
  const conflicts: ScoutingConflict[] = [];
  for (const f of fixtures) {
    const [a, b] = [byId.get(f.team1) as ScoutingTeam, byId.get(f.team2) as ScoutingTeam];
    if (apartCost(a, b, false) >= SAME_CLUB_COST) sameClubPairs += 1;
    for (const shared of sharedKeys([f.team1, f.team2], byId, false)) conflicts.push({ game: f.id, ...shared });
  }
  return { ok: true, fixtures, sameClubPairs, conflicts };
}

function clubOf(team: ScoutingTeam): string {
  // A team without a club is its own club, so it never counts as a same-club pair.
  return team.club ? `club:${team.club}` : `team:${team.id}`;
}

export type GroupSpec = { name: string; teams: string[] };

/**
 * Round robin inside each group (with `legs: 2`, home and away). Fixtures are interleaved round by round
 * across groups so that all groups progress together on the pitches.
 */
export function groupFixtures(groups: readonly GroupSpec[], options: { legs?: Legs } = {}): FixturesResult {
  const all = groups.flatMap((g) => g.teams);
  if (new Set(all).size !== all.length) return { ok: false, code: 'DUPLICATE_TEAM' };
  if (groups.length === 0 || groups.some((g) => g.teams.length < 2)) return { ok: false, code: 'NOT_ENOUGH_TEAMS' };
  const perGroup = groups.map((g) => legRounds(g.teams, options.legs));
  const maxRounds = Math.max(...perGroup.map((rounds) => rounds.length));
  const fixtures: Fixture[] = [];
  for (let r = 0; r < maxRounds; r += 1) {
    perGroup.forEach((rounds, gi) => {
      const group = groups[gi] as GroupSpec;
      (rounds[r] ?? []).forEach(([team1, team2], k) =>
        fixtures.push({
          id: `g${gi + 1}-r${r + 1}-m${k + 1}`,
          stage: 'group',
          group: group.name,
          round: r + 1,
          team1,
          team2,
        }),
      );
    });
  }
  return { ok: true, fixtures };
}
