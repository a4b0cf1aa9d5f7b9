import {
  computeStandings,
  FIFA_RULES,
  UEFA_RULES,
  type Advancement,
  type StandingRow,
  type StandingsRules,
} from '@touchline/core';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';

/**
 * Group tables computed in the browser by the core's standings functions,
 * from the games as they are: finished games count, scheduled and running
 * ones do not (a running game's score is not a result yet). Live recording
 * arrives with the next issue; the tables then follow the same games.
 */

export type TableRow = StandingRow & { name: string; shared: boolean };

export type GroupTable = {
  /** The group's name; null for the single table of a round robin. */
  name: string | null;
  advancement: Advancement | null;
  rows: TableRow[];
  /** Teams level after every criterion (they share a position until someone resolves the tie). */
  unresolvedTies: string[][];
  finished: number;
  total: number;
};

export function rulesOf(tieBreak: Tournament['tieBreak']): StandingsRules {
  return tieBreak === 'UEFA' ? UEFA_RULES : FIFA_RULES;
}

function table(
  name: string | null,
  advancement: Advancement | null,
  teamIds: readonly string[],
  games: readonly Game[],
  tournament: Pick<Tournament, 'teams' | 'tieBreak'>,
): GroupTable {
  const finished = games.filter((g) => g.status === 'finished' && g.team1 !== null && g.team2 !== null);
  const result = computeStandings({
    teams: [...teamIds],
    games: finished.map((g) => ({
      team1: g.team1?.id ?? '',
      team2: g.team2?.id ?? '',
      goals1: g.goals1,
      goals2: g.goals2,
    })),
    rules: rulesOf(tournament.tieBreak),
  });
  const names = new Map(tournament.teams.map((t) => [t.id, t.name] as const));
  const tied = new Set(result.unresolvedTies.flat());
  return {
    name,
    advancement,
    rows: result.rows.map((row) => ({ ...row, name: names.get(row.team) ?? row.team, shared: tied.has(row.team) })),
    unresolvedTies: result.unresolvedTies,
    finished: finished.length,
    total: games.length,
  };
}

/**
 * One table per group (group stage), one for everyone (round robin), none
 * for a scouting tournament (two games per team make no league).
 */
export function groupTables(
  tournament: Pick<Tournament, 'type' | 'teams' | 'groups' | 'tieBreak'>,
  games: readonly Game[],
): GroupTable[] {
  if (tournament.type === 'groupStage') {
    return tournament.groups.map((group) =>
      table(
        group.name,
        group.advancement,
        group.teamIds,
        games.filter((g) => g.phase === 'group' && g.group === group.name),
        tournament,
      ),
    );
  }
  if (tournament.type === 'roundRobin' && tournament.teams.length > 0) {
    return [
      table(
        null,
        null,
        tournament.teams.map((t) => t.id),
        games.filter((g) => g.phase !== 'knockout'),
        tournament,
      ),
    ];
  }
  return [];
}
