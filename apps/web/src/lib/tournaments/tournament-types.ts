// The tournament API's shapes (issue 10 "Model and API"), in one place.
// TODO(issue 10): once packages/core/src/contracts/tournaments.ts lands, these
// become re-exports of core's contract types.
import type { Advancement, ScheduleSettings, TournamentType } from '@touchline/core';

export type { Advancement, TournamentType };

export type TieBreak = 'FIFA' | 'UEFA';

/** Core's ScheduleSettings without the dates, which the tournament carries itself. */
export type TournamentSettings = Omit<ScheduleSettings, 'dateFrom' | 'dateTo'>;

/** One row of the public hub list (GET /api/tournaments). */
export interface TournamentSummary {
  id: string;
  name: string;
  type: TournamentType;
  dateFrom: string;
  dateTo: string;
  location: string | null;
  /** Only for a signed-in caller. */
  followed?: boolean;
  teamCount?: number;
}

export interface TournamentList {
  items: TournamentSummary[];
}

export interface TournamentTeam {
  id: string;
  clubId: string;
  name: string;
}

export interface TournamentGroup {
  name: string;
  advancement: Advancement;
  teamIds: string[];
}

/** GET /api/tournaments/{id} */
export interface Tournament {
  id: string;
  version: number;
  name: string;
  type: TournamentType;
  dateFrom: string;
  dateTo: string;
  location?: string | null;
  title?: string | null;
  tieBreak: TieBreak;
  settings: TournamentSettings;
  teams: TournamentTeam[];
  groups: TournamentGroup[];
}

export interface CreateTournament {
  name: string;
  type: TournamentType;
  dateFrom: string;
  dateTo: string;
  location?: string;
  title?: string;
  tieBreak?: TieBreak;
  settings: TournamentSettings;
}

export type UpdateTournament = { version: number } & Partial<Omit<CreateTournament, 'type'> & { type: TournamentType }>;

export interface GameTeam {
  id: string;
  name: string;
}

export interface Game {
  id: string;
  version: number;
  phase: 'main' | 'group' | 'knockout';
  group: string | null;
  round: number;
  team1: GameTeam | null;
  team2: GameTeam | null;
  date: string | null;
  start: number | null;
  end: number | null;
  pitch: number | null;
  status: 'scheduled' | 'running' | 'finished';
  goals1: number;
  goals2: number;
  shootout: { goals1: number; goals2: number } | null;
}

export interface GameList {
  items: Game[];
}
