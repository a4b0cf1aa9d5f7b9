import { createRandom, shuffle } from '@touchline/core';

/**
 * A seeded random draw of teams into `groupCount` groups: the same seed and
 * teams give the same groups, so a draw can be shown, repeated and checked.
 * Teams of one club are spread over different groups where there are enough
 * groups; group sizes differ by at most one.
 */
export function drawGroups(
  teams: readonly { id: string; clubId: string | null }[],
  groupCount: number,
  seed: number,
): string[][] {
  const count = Math.max(1, Math.floor(groupCount));
  const shuffled = shuffle(teams, createRandom(seed));
  // Clubs with the most teams first, each club's teams together: dealing them
  // out in turn puts a club's teams into consecutive, different groups.
  const byClub = new Map<string, string[]>();
  for (const team of shuffled) {
    // A team whose club was deleted counts as a club of its own.
    const club = team.clubId ?? `team:${team.id}`;
    byClub.set(club, [...(byClub.get(club) ?? []), team.id]);
  }
  const ordered = [...byClub.values()].sort((a, b) => b.length - a.length).flat();
  const groups: string[][] = Array.from({ length: count }, () => []);
  ordered.forEach((teamId, index) => groups[index % count]!.push(teamId));
  return groups;
}

/** A new seed to show: six digits are easy to read out and type again. */
export function newSeed(random: () => number = Math.random): number {
  return 100_000 + Math.floor(random() * 900_000);
}
