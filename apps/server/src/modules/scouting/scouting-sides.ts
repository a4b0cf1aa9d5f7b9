import type { ScoutingPlayerRow, ScoutingRepository } from './scouting.repository.js';

// The two sides of each game as a scout sees them at the pitch: the line-up
// where one is set, else the club's roster (decision 430).

export type GameRow = Awaited<ReturnType<ScoutingRepository['games']>>[number];

export interface Side {
  team: { id: string; name: string } | null;
  fromLineup: boolean;
  players: { player: ScoutingPlayerRow; backNumber: number | null; position: string | null }[];
}

/** Each game's two sides: its line-up's players, or the club's roster where no line-up is set. */
export async function gameSides(
  scouting: ScoutingRepository,
  tournamentId: string,
  games: readonly GameRow[],
): Promise<Map<string, Side[]>> {
  const lineups = await scouting.lineups(tournamentId);
  const lineupOf = new Map(lineups.map((l) => [`${l.gameId}:${l.teamId}`, l.entries]));
  const rosterClubs = new Set<string>();
  for (const game of games) {
    for (const [teamId, clubId] of [
      [game.team1Id, game.club1Id],
      [game.team2Id, game.club2Id],
    ] as const) {
      if (teamId && clubId && !lineupOf.has(`${game.id}:${teamId}`)) rosterClubs.add(clubId);
    }
  }
  const lineupPlayers = await scouting.players([...new Set(lineups.flatMap((l) => l.entries.map((e) => e.playerId)))]);
  const byId = new Map(lineupPlayers.map((p) => [p.id, p]));
  const rosters = await scouting.rosters([...rosterClubs]);
  const sides = new Map<string, Side[]>();
  for (const game of games) {
    const both: Side[] = [];
    for (const [teamId, name, clubId] of [
      [game.team1Id, game.team1Name, game.club1Id],
      [game.team2Id, game.team2Name, game.club2Id],
    ] as const) {
      const team = teamId && name !== null ? { id: teamId, name } : null;
      const entries = teamId ? lineupOf.get(`${game.id}:${teamId}`) : undefined;
      if (entries) {
        const players = entries.flatMap((e) => {
          const player = byId.get(e.playerId);
          return player ? [{ player, backNumber: e.backNumber, position: e.position ?? player.position }] : [];
        });
        both.push({ team, fromLineup: true, players: sortByNumber(players) });
      } else {
        const players = clubId
          ? rosters
              .filter((p) => p.clubId === clubId)
              .map((player) => ({ player, backNumber: player.backNumberDefault, position: player.position }))
          : [];
        both.push({ team, fromLineup: false, players: sortByNumber(players) });
      }
    }
    sides.set(game.id, both);
  }
  return sides;
}

/** Games with a watchlist player in a line-up or (without one) the club's roster. */
export function watchlistGames(games: readonly GameRow[], sides: Map<string, Side[]>): string[] {
  return games
    .filter((g) => (sides.get(g.id) ?? []).some((s) => s.players.some((p) => p.player.watchlist)))
    .map((g) => g.id);
}

function sortByNumber<T extends { backNumber: number | null; player: { lastName: string } }>(players: T[]): T[] {
  return [...players].sort(
    (a, b) =>
      (a.backNumber ?? Number.MAX_SAFE_INTEGER) - (b.backNumber ?? Number.MAX_SAFE_INTEGER) ||
      a.player.lastName.localeCompare(b.player.lastName),
  );
}
