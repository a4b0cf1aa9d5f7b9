// The tournament API's shapes, from core's contracts (packages/core/src/contracts/tournaments.ts),
// under the names the web app uses.
export type {
  Advancement,
  CreateTournament,
  Game,
  GameConflicts,
  GameList,
  Tournament,
  TournamentList,
  TournamentSettings,
  TournamentTeam,
  TournamentType,
  UpdateTournament,
} from '@touchline/core';
import type {
  Game,
  RegenerateImpactBody,
  ScheduleProblemBody,
  ScheduleResponse,
  TIE_BREAKS,
  Tournament,
  TournamentList,
} from '@touchline/core';

export type TieBreak = (typeof TIE_BREAKS)[number];

/** One row of the public hub list (GET /api/tournaments). */
export type TournamentSummary = TournamentList['items'][number];

export type TournamentGroup = Tournament['groups'][number];

export type GameTeam = NonNullable<Game['team1']>;

/** POST /api/tournaments/{id}/schedule → 200. */
export type ScheduleOutcome = ScheduleResponse;
export type ScheduleProblem = ScheduleProblemBody;

/** The body of 409 REGENERATE_NEEDS_CONFIRMATION carries this as `impact`. */
export type RegenerateImpact = RegenerateImpactBody;
