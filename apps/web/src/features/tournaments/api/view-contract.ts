import type { Advancement, ScheduleSettings, TournamentType } from '@touchline/core';

/*
 * The tournament API as the view, the move dialog and the sheet read it
 * (issue 10, "Model and API"). One place for the shapes, so that switching
 * to the core's contract types (packages/core/src/contracts/tournaments.ts)
 * is a change here only.
 */

export type TeamRef = { id: string; name: string };

export type GameStatus = 'scheduled' | 'running' | 'finished';

export type GamePhase = 'main' | 'group' | 'knockout';

/** GET /api/games/{id}; `date`, `start`, `end` and `pitch` are null while the game is not placed. */
export type Game = {
  id: string;
  version: number;
  phase: GamePhase;
  group: string | null;
  round: number;
  /** Null: a knockout slot whose team is not known yet. */
  team1: TeamRef | null;
  team2: TeamRef | null;
  date: string | null;
  start: number | null;
  end: number | null;
  pitch: number | null;
  status: GameStatus;
  goals1: number;
  goals2: number;
  shootout: { goals1: number; goals2: number } | null;
};

export type TournamentTeam = { id: string; clubId: string; name: string };

export type TournamentGroup = { name: string; advancement: Advancement; teamIds: string[] };

export type TournamentSettings = Omit<ScheduleSettings, 'dateFrom' | 'dateTo'>;

/** GET /api/tournaments/{id}. */
export type Tournament = {
  id: string;
  version: number;
  name: string;
  title?: string | null;
  location?: string | null;
  type: TournamentType;
  dateFrom: string;
  dateTo: string;
  tieBreak: 'FIFA' | 'UEFA';
  settings: TournamentSettings;
  teams: TournamentTeam[];
  groups: TournamentGroup[];
};
