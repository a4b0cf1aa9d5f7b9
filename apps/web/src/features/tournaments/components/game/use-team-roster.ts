import { PLAYERS_PAGE_MAX, type PlayerSummary } from '@touchline/core';
import { useMemo } from 'react';
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
 * A team's roster: its club's players (GET /api/players?clubId=, levels 0–3,
 * which includes every level that may record). Empty for a team whose club
 * was deleted; the scorer stays optional.
 */
export function useTeamRoster(tournament: Tournament, game: Game, side: TeamSide) {
  const team = side === 1 ? game.team1 : game.team2;
  const clubId = tournament.teams.find((t) => t.id === team?.id)?.clubId ?? null;
  const query = usePlayers({ clubId: clubId ?? undefined, limit: PLAYERS_PAGE_MAX }, { enabled: clubId !== null });
  const players = useMemo(() => (clubId ? rosterOrder(query.data?.items ?? []) : []), [clubId, query.data]);
  return { players, loading: clubId !== null && query.isPending, failed: query.isError };
}
