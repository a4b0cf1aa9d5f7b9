import type { Game, Tournament, TournamentSummary } from '../../../entities/tournament/tournament-types';
import { compareIso } from '../../../lib/format';

/** How many upcoming tournaments the home page looks into for the user's clubs. */
export const CLUB_LOOKAHEAD = 8;

/** Tournaments not over yet, soonest first: the ones worth checking for my clubs. */
export function openTournaments(items: readonly TournamentSummary[], today: string): TournamentSummary[] {
  return items
    .filter((item) => item.dateTo >= today)
    .sort((a, b) => compareIso(a.dateFrom, b.dateFrom) || a.name.localeCompare(b.name));
}

/** Whether one of `clubIds` has a team in the tournament. */
export function hasClubTeam(tournament: Pick<Tournament, 'teams'>, clubIds: readonly string[]): boolean {
  return tournament.teams.some((team) => team.clubId !== null && clubIds.includes(team.clubId));
}

/**
 * The next tournament that I follow or that my clubs play in: not over yet,
 * the soonest first (a running one before one that has not started). With
 * `anyOpen` (everyone but club users, decision 424) the soonest open
 * tournament of all when none is followed, so the card never says "no
 * upcoming tournament" while there are some.
 */
export function pickNextTournament(
  items: readonly TournamentSummary[],
  today: string,
  myClubTournaments: ReadonlySet<string>,
  anyOpen = false,
): TournamentSummary | null {
  const open = openTournaments(items, today);
  const own = open.find((item) => item.followed === true || myClubTournaments.has(item.id));
  return own ?? (anyOpen ? (open[0] ?? null) : null);
}

/** Whether every placed game of the tournament is finished (its final is over). */
export function allGamesPlayed(games: readonly Game[]): boolean {
  return games.length > 0 && games.every((game) => game.status === 'finished');
}

/**
 * Its first games still to play, in time order; for a club user the games of
 * their own teams when there are any.
 */
export function firstGames(games: readonly Game[], today: string, myTeamIds: ReadonlySet<string>, limit = 4): Game[] {
  const open = games
    .filter((game) => game.date !== null && game.start !== null && game.status !== 'finished' && game.date >= today)
    .sort((a, b) => compareIso(a.date!, b.date!) || a.start! - b.start! || (a.pitch ?? 0) - (b.pitch ?? 0));
  const mine = open.filter(
    (game) => (game.team1 && myTeamIds.has(game.team1.id)) || (game.team2 && myTeamIds.has(game.team2.id)),
  );
  return (mine.length > 0 ? mine : open).slice(0, limit);
}
