/**
 * The one rule that keeps clubs (and, when asked, countries) apart, shared by
 * the draw into groups and the scouting format's pairing (decisions 414, 444):
 * what two teams meeting in a group or a game cost, and which clubs or
 * countries a set of teams holds more than once.
 */

export type ApartTeam = {
  id: string;
  /** Teams without a club never share one (a deleted club's team is its own). */
  club?: string | null;
  country?: string | null;
};

/** One club (or one country) that has more than one team in a set. */
export type SharedKey = { kind: 'club' | 'country'; key: string; teams: string[] };

/** Two teams of one club weigh more than any number of country pairs: a country is never kept apart at a club's price. */
export const SAME_CLUB_COST = 1000;
export const SAME_COUNTRY_COST = 1;

/** What `a` and `b` cost when they share a group or a game: a club pair, else (when asked) a country pair, else 0. */
export function apartCost(a: ApartTeam, b: ApartTeam, avoidCountry: boolean): number {
  if (a.club && a.club === b.club) return SAME_CLUB_COST;
  if (avoidCountry && a.country && a.country === b.country) return SAME_COUNTRY_COST;
  return 0;
}

/**
 * Every club with more than one team among `ids`, then (when asked) every
 * country with teams of more than one club among them: the conflicts a draw
 * or a pairing reports, with the teams in the order given.
 */
export function sharedKeys(
  ids: readonly string[],
  teams: ReadonlyMap<string, ApartTeam>,
  avoidCountry: boolean,
): SharedKey[] {
  const out: SharedKey[] = [];
  for (const kind of avoidCountry ? (['club', 'country'] as const) : (['club'] as const)) {
    const by = new Map<string, string[]>();
    for (const id of ids) {
      const key = teams.get(id)?.[kind];
      if (key) by.set(key, [...(by.get(key) ?? []), id]);
    }
    for (const [key, members] of by) {
      if (members.length < 2) continue;
      // A country conflict names teams of at least two clubs; one club's teams are its club conflict.
      if (kind === 'country' && new Set(members.map((id) => teams.get(id)?.club ?? id)).size < 2) continue;
      out.push({ kind, key, teams: members });
    }
  }
  return out;
}
