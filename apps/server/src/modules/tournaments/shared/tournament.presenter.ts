import type { Game, ScheduleSettings, Tournament, TournamentSettings, TournamentTeam } from '@touchline/core';
import { formatOf } from './tournament-format.js';
import type { GameRow, GroupRow, TeamWithClub, TournamentRow } from './tournaments.repository.js';

/** The stored settings (JSON written by this module from the validated contract). */
export function settingsOf(row: Pick<TournamentRow, 'settings'>): TournamentSettings {
  return JSON.parse(row.settings) as TournamentSettings;
}

/** The engine's settings: the stored ones with the tournament's dates. */
export function engineSettings(row: Pick<TournamentRow, 'settings' | 'dateFrom' | 'dateTo'>): ScheduleSettings {
  return { ...settingsOf(row), dateFrom: row.dateFrom, dateTo: row.dateTo };
}

export function presentTeam(row: TeamWithClub): TournamentTeam {
  return { id: row.id, clubId: row.clubId, name: row.name, clubName: row.clubName, pot: row.pot };
}

export function presentTournament(
  row: TournamentRow,
  teams: readonly TeamWithClub[],
  groups: readonly GroupRow[],
  gameCount: number,
): Tournament {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    title: row.title,
    location: row.location,
    type: row.type as Tournament['type'],
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    tieBreak: row.tieBreak as Tournament['tieBreak'],
    settings: settingsOf(row),
    teams: teams.map(presentTeam),
    groups: groups.map((g) => ({
      name: g.name,
      advancement: g.advancement as Tournament['groups'][number]['advancement'],
      teamIds: g.teamIds,
    })),
    gameCount,
    ...formatOf(row),
  };
}

export function presentGame(row: GameRow): Game {
  const team = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    id: row.id,
    version: row.version,
    phase: row.phase as Game['phase'],
    group: row.groupName,
    round: row.round,
    team1: team(row.team1Id, row.team1Name),
    team2: team(row.team2Id, row.team2Name),
    date: row.date,
    start: row.start,
    end: row.end,
    pitch: row.pitch,
    status: row.status as Game['status'],
    goals1: row.goals1,
    goals2: row.goals2,
    shootout:
      row.shootout1 === null || row.shootout2 === null ? null : { goals1: row.shootout1, goals2: row.shootout2 },
    period: row.period as Game['period'],
    periodStartedAt: isoOrNull(row.periodStartedAt),
  };
}

/** A stored timestamp as ISO text: SQLite stores text, PostgreSQL returns a Date. */
function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
