import { PLAYERS_PAGE_MAX, grantOf, type GameRosterPlayer, type Lineup, type PlayerSummary } from '@touchline/core';
import { onlineManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useGameLineups } from '../../../../entities/formation/game-lineups';
import { listPlayers } from '../../../../entities/player/list-players';
import { gameRosterQueryOptions } from '../../../../entities/official/official-queries';
import { useActor } from '../../../../lib/auth/use-actor';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { tournamentsQueryKeys } from '../../../../lib/tournament-keys';
import type { TeamSide } from '../../api/game-types';

export interface RosterPlayer {
  id: string;
  /** "7 Anna Berg": back number and name, all a recorder needs (docs/product/personal-details.md). */
  label: string;
}

export function rosterLabel(player: Pick<PlayerSummary, 'firstName' | 'lastName' | 'backNumberDefault'>): string {
  const name = `${player.firstName} ${player.lastName}`.trim();
  return player.backNumberDefault === null ? name : `${player.backNumberDefault} ${name}`;
}

/** Back numbers first, ascending, then the players without one by name. */
export function rosterOrder(
  players: readonly Pick<PlayerSummary, 'id' | 'firstName' | 'lastName' | 'backNumberDefault'>[],
): RosterPlayer[] {
  return [...players]
    .sort((a, b) => {
      const an = a.backNumberDefault ?? Number.POSITIVE_INFINITY;
      const bn = b.backNumberDefault ?? Number.POSITIVE_INFINITY;
      return an - bn || rosterLabel(a).localeCompare(rosterLabel(b));
    })
    .map((player) => ({ id: player.id, label: rosterLabel(player) }));
}

/**
 * A club's roster as the recording screen keeps it (GET /api/players?clubId=,
 * levels 0–3): each player cut down to the id and the label "7 Anna Berg",
 * in roster order, before the answer is cached. Under the tournament's detail
 * key, so the device keeps it for an offline game day with the games and
 * line-ups (decision 426) — never the rest of a player's details.
 */
export const clubRosterQueryOptions = (tournamentId: string, clubId: string) =>
  queryOptions({
    queryKey: tournamentsQueryKeys.roster(tournamentId, clubId),
    queryFn: async ({ signal }) => rosterOrder((await listPlayers({ clubId, limit: PLAYERS_PAGE_MAX }, signal)).items),
  });

/**
 * The roster with the team's line-up for this game first, under the back
 * numbers it gave them for this game (docs/product/tournaments.md: the recording screen uses
 * the line-up's numbers); then the club's other players (`roster`, in roster
 * order). Without a line-up, the club's players with their usual numbers.
 */
export function rosterWithLineup(roster: readonly RosterPlayer[], lineup: Lineup | undefined): RosterPlayer[] {
  if (!lineup) return [...roster];
  const squad = [...lineup.starters.map((starter) => starter.player), ...lineup.substitutes];
  const inSquad = new Set(squad.map((player) => player.id));
  const squadRoster = [...squad]
    .sort((a, b) => (a.backNumber ?? Number.POSITIVE_INFINITY) - (b.backNumber ?? Number.POSITIVE_INFINITY))
    .map((player) => ({ id: player.id, label: rosterLabel({ ...player, backNumberDefault: player.backNumber }) }));
  return [...squadRoster, ...roster.filter((player) => !inSquad.has(player.id))];
}

/**
 * A team's roster: its club's players (which includes every level that may
 * record), led by its line-up for the game when one is set. Empty for a team
 * whose club was deleted; the scorer stays optional. Both are kept on the
 * device (decision 426), so an offline reload still names the scorers.
 */
export type TeamRoster = ReturnType<typeof useTeamRoster>;

/** The game's roster answer as the recorder keeps a club's: id and "7 Anna Berg", in roster order. */
const officialRoster = (players: readonly GameRosterPlayer[]) =>
  rosterOrder(players.map(({ backNumber, ...player }) => ({ ...player, backNumberDefault: backNumber })));

export function useTeamRoster(tournament: Tournament, game: Game, side: TeamSide) {
  const team = side === 1 ? game.team1 : game.team2;
  const clubId = tournament.teams.find((t) => t.id === team?.id)?.clubId ?? null;
  // An official below level 3 may not list a club's players: the game's own roster, names and numbers only (decision 454).
  const byGame = grantOf(useActor(), 'game.record') === 'scoped';
  const clubQuery = useQuery({
    ...clubRosterQueryOptions(tournament.id, clubId ?? ''),
    enabled: clubId !== null && !byGame,
  });
  const gameQuery = useQuery({
    ...gameRosterQueryOptions(tournament.id, game.id),
    enabled: clubId !== null && byGame,
    select: (roster) => officialRoster(side === 1 ? roster.team1 : roster.team2),
  });
  const query = byGame ? gameQuery : clubQuery;
  const lineups = useGameLineups(game.id);
  const lineup = lineups.data?.lineups.find((l) => l.teamId === team?.id);
  const players = useMemo(
    () => (clubId ? rosterWithLineup(query.data ?? [], lineup) : []),
    [clubId, query.data, lineup],
  );
  const loading = clubId !== null && query.isPending;
  // Never loaded and no network: TanStack Query holds the fetch until the device is online again.
  return { players, loading, offline: loading && query.fetchStatus === 'paused', failed: query.isError };
}

/** The clubs of the teams in games still to be recorded (both teams known), each once. */
export function clubsToRecord(tournament: Pick<Tournament, 'teams'>, games: readonly Game[]): string[] {
  const clubOf = new Map(tournament.teams.map((team) => [team.id, team.clubId]));
  const clubs = new Set<string>();
  for (const game of games) {
    if (game.status === 'finished') continue;
    for (const team of [game.team1, game.team2]) {
      const clubId = team ? clubOf.get(team.id) : undefined;
      if (clubId) clubs.add(clubId);
    }
  }
  return [...clubs];
}

/**
 * Opened online, the recording page loads the rosters of every club with a
 * game still to record, so that a game first opened later without a signal
 * still has its scorers (decision 426). Fresh copies are not fetched again.
 */
export function usePrefetchRosters(tournament: Tournament | undefined, games: readonly Game[] | undefined) {
  const queryClient = useQueryClient();
  // An official reads each game's roster when it opens the game (it may not list clubs' players).
  const byGame = grantOf(useActor(), 'game.record') === 'scoped';
  useEffect(() => {
    if (byGame || !tournament || !games || !onlineManager.isOnline()) return;
    for (const clubId of clubsToRecord(tournament, games))
      void queryClient.prefetchQuery(clubRosterQueryOptions(tournament.id, clubId));
  }, [byGame, queryClient, tournament, games]);
}
