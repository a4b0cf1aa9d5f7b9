// Test data for the tournament view's tests: one group-stage tournament with
// 3 groups of 4 (six teams go through), a day of two pitches with the default
// times (09:00–17:00, break 12:00–13:00), and games built from one template.
import { DEFAULT_FORMAT, DEFAULT_SCHEDULE_SETTINGS, emptyTotals } from '@touchline/core';
import type { Game, Tournament } from '../entities/tournament/tournament-types';
import type { StandingsRow } from '../features/tournament-view/api/standings';

const groupNames = ['A', 'B', 'C'];

export const fixtureTournament: Tournament = {
  id: 't1',
  version: 3,
  name: 'Nord Cup',
  title: null,
  location: 'Hafenstadt',
  type: 'groupStage',
  dateFrom: '2030-06-01',
  dateTo: '2030-06-01',
  tieBreak: 'FIFA',
  gameCount: 0,
  settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400, pitches: 2 },
  ...DEFAULT_FORMAT,
  teams: groupNames.flatMap((g) =>
    [1, 2, 3, 4].map((n) => ({
      id: `${g}${n}`,
      clubId: `club-${g}${n}`,
      name: `Team ${g}${n}`,
      clubName: `Club ${g}${n}`,
      pot: null,
    })),
  ),
  groups: groupNames.map((name) => ({ name, advancement: 'topTwo', teamIds: [1, 2, 3, 4].map((n) => `${name}${n}`) })),
};

export function fixtureGame(id: string, overrides: Partial<Game> = {}): Game {
  return {
    id,
    version: 1,
    phase: 'group',
    group: 'A',
    round: 1,
    team1: { id: 'A1', name: 'Team A1' },
    team2: { id: 'A2', name: 'Team A2' },
    date: '2030-06-01',
    start: 540,
    end: 565,
    pitch: 1,
    status: 'scheduled',
    goals1: 0,
    goals2: 0,
    shootout: null,
    ...overrides,
  };
}

/** Team `teamId`'s standings row, first and with nothing played; a test gives the figures it is about. */
export function fixtureStandingsRow(teamId: string, overrides: Partial<StandingsRow> = {}): StandingsRow {
  return {
    teamId,
    team: `Team ${teamId}`,
    position: 1,
    ...emptyTotals(),
    separatedBy: null,
    ...overrides,
  };
}
