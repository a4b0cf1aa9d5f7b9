import { SEPARATIONS, type Advancement } from '@touchline/core';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { Standings, StandingsGroup, StandingsRow, TieResolutionRecord } from '../../api/standings';

/**
 * Group tables from the server's standings (GET /api/tournaments/{id}/standings):
 * one source of truth, ranked by core's `computeStandings` on the server with
 * the tournament's preset and fair play from the card events. The browser
 * only adds what the page needs around them: the group's advancement rule,
 * how many of its games are finished, and which teams still share a place.
 */

export type TableRow = StandingsRow & {
  /** Level with other teams after every criterion: the position reads "2=". */
  shared: boolean;
  /** What put this team above the next one; null for the last row and for shared places. */
  separatedBy: string | null;
  /** The next team's name, for the separation's sentence. */
  nextTeam: string | null;
  /** In a running game of this table: its points include the current score (decision 023), which may still change. */
  playing: boolean;
};

export type GroupTable = {
  /** The group's name; null for the single table of a round robin. */
  name: string | null;
  /** The server's group name ('' for the single table), as the tie endpoints take it. */
  serverName: string;
  advancement: Advancement | null;
  rows: TableRow[];
  /** Teams level after every criterion (they share a position until someone resolves the tie). */
  unresolvedTies: string[][];
  resolutions: TieResolutionRecord[];
  finished: number;
  total: number;
};

function rowsOf(group: StandingsGroup, games: readonly Game[]): TableRow[] {
  const tied = new Set(group.unresolvedTies.flat());
  const playing = new Set(
    games.filter((g) => g.status === 'running').flatMap((g) => [g.team1?.id, g.team2?.id].filter(Boolean)),
  );
  return group.rows.map((row, i) => {
    const next = group.rows[i + 1];
    const shared = tied.has(row.teamId);
    const levelWithNext = next !== undefined && shared && tied.has(next.teamId) && next.position === row.position;
    return {
      ...row,
      shared,
      separatedBy: next && !levelWithNext ? row.separatedBy : null,
      nextTeam: next?.team ?? null,
      playing: playing.has(row.teamId),
    };
  });
}

function table(
  group: StandingsGroup,
  name: string | null,
  advancement: Advancement | null,
  games: readonly Game[],
  resolutions: readonly TieResolutionRecord[],
): GroupTable {
  const members = new Set(group.rows.map((r) => r.teamId));
  return {
    name,
    serverName: group.name,
    advancement,
    rows: rowsOf(group, games),
    unresolvedTies: group.unresolvedTies,
    // The group's own decisions: those on its teams only (a wildcard selection spans groups).
    resolutions: resolutions.filter((r) => r.teamIds.every((id) => members.has(id))),
    finished: games.filter((g) => g.status === 'finished').length,
    total: games.length,
  };
}

/**
 * One table per group (group stage, in the tournament's group order), one for
 * everyone (round robin), none for a scouting tournament (two games per team
 * make no league).
 */
export function groupTables(
  tournament: Pick<Tournament, 'type' | 'groups'>,
  games: readonly Game[],
  standings: Standings,
): GroupTable[] {
  if (tournament.type === 'groupStage') {
    const byName = new Map(standings.groups.map((g) => [g.name, g] as const));
    return tournament.groups.flatMap((group) => {
      const served = byName.get(group.name);
      if (!served) return [];
      return [
        table(
          served,
          group.name,
          group.advancement,
          games.filter((g) => g.phase === 'group' && g.group === group.name),
          standings.resolutions,
        ),
      ];
    });
  }
  if (tournament.type === 'roundRobin') {
    const [only] = standings.groups;
    if (!only || only.rows.length === 0) return [];
    return [
      table(
        only,
        null,
        null,
        games.filter((g) => g.phase !== 'knockout'),
        standings.resolutions,
      ),
    ];
  }
  return [];
}

/** Every separation the server names has a label; anything newer reads as a generic tie-break. */
export type CriterionKey = (typeof SEPARATIONS)[number] | 'other';

export function criterionKey(criterion: string): CriterionKey {
  return (SEPARATIONS as readonly string[]).includes(criterion) ? (criterion as CriterionKey) : 'other';
}
