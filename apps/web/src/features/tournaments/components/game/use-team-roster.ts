import { PLAYERS_PAGE_MAX, type Lineup, type PlayerSummary } from '@touchline/core';
import { useMemo } from 'react';
import { useGameLineups } from '../../../../lib/formations/game-lineups';
import { usePlayers } from '../../../../lib/players/list-players';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import type { TeamSide } from '../../api/game-types';

export interface RosterPlayer {
  id: string;
  /** "7 Anna Berg": back number and name, all a recorder needs (PRODUCT.md §4). */
  label: string;
}

export function rosterLabel(player: Pick<PlayerSummary, 'firstName' | 'lastName' | 'backNumberDefault'>): string {
  const name = `${player.firstName} ${player.lastName}`.trim();
  return player.backNumberDefault === null ? name : `${player.backNumberDefault} ${name}`;
}

/** Back numbers first, ascending, then the players without one by name. */
export function rosterOrder(players: readonly PlayerSummary[]): RosterPlayer[] {
  return [...players]
    .sort((a, b) => {
      const an = a.backNumberDefault ?? Number.POSITIVE_INFINITY;
      const bn = b.backNumberDefault ?? Number.POSITIVE_INFINITY;
      return an - bn || rosterLabel(a).localeCompare(rosterLabel(b));
    })
    .map((player) => ({ id: player.id, label: rosterLabel(player) }));
}

/**
 * The roster with the team's line-up for this game first, under the back
 * numbers it gave them for this game (issue 12: the recording screen uses
 * the line-up's numbers); then the club's other players. Without a line-up,
 * the club's players with their usual numbers.
 */
export function rosterWithLineup(players: readonly PlayerSummary[], lineup: Lineup | undefined): RosterPlayer[] {
  if (!lineup) return rosterOrder(players);
  const squad = [...lineup.starters.map((starter) => starter.player), ...lineup.substitutes];
  const inSquad = new Set(squad.map((player) => player.id));
  const squadRoster = [...squad]
    .sort((a, b) => (a.backNumber ?? Number.POSITIVE_INFINITY) - (b.backNumber ?? Number.POSITIVE_INFINITY))
    .map((player) => ({ id: player.id, label: rosterLabel({ ...player, backNumberDefault: player.backNumber }) }));
  return [...squadRoster, ...rosterOrder(players.filter((player) => !inSquad.has(player.id)))];
}

/**
 * A team's roster: its club's players (GET /api/players?clubId=, levels 0–3,
 * which includes every level that may record), led by its line-up for the
 * game when one is set. Empty for a team whose club was deleted; the scorer
 * stays optional.
 */
export function useTeamRoster(tournament: Tournament, game: Game, side: TeamSide) {
  const team = side === 1 ? game.team1 : game.team2;
  const clubId = tournament.teams.find((t) => t.id === team?.id)?.clubId ?? null;
  const query = usePlayers({ clubId: clubId ?? undefined, limit: PLAYERS_PAGE_MAX }, { enabled: clubId !== null });
  const lineups = useGameLineups(game.id);
  const lineup = lineups.data?.lineups.find((l) => l.teamId === team?.id);
  const players = useMemo(
    () => (clubId ? rosterWithLineup(query.data?.items ?? [], lineup) : []),
    [clubId, query.data, lineup],
  );
  return { players, loading: clubId !== null && query.isPending, failed: query.isError };
}
