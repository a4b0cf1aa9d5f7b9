import {
  FIELD_ERROR_CODES,
  MAX_TOURNAMENT_DAYS,
  dateRange,
  generateGroupStage,
  roundRobinFixtures,
  scoutingFixtures,
  validateGroups,
  validateScheduleSettings,
  type Bracket,
  type FieldErrorCode,
  type Fixture,
  type ScheduleProblemBody,
  type ScheduleSettings,
  type TournamentSettings,
} from '@touchline/core';
import { AppError } from '../../http/errors.js';
import type { GroupRow, TeamRow } from './tournaments.repository.js';

/**
 * The engine's checks turned into coded refusals (decision 004): each issue
 * becomes a field code under the field it concerns, so the client can put
 * the message beside the right input.
 */

function fieldCode(code: string): FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code) ? (code as FieldErrorCode) : 'INVALID_VALUE';
}

/** 400 `INVALID_SETTINGS` unless the settings and dates pass `validateScheduleSettings`. */
export function checkSettings(dateFrom: string, dateTo: string, settings: TournamentSettings): ScheduleSettings {
  const full: ScheduleSettings = { ...settings, dateFrom, dateTo };
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of validateScheduleSettings(full)) {
    const field = issue.field === 'dateFrom' || issue.field === 'dateTo' ? issue.field : `settings.${issue.field}`;
    fields[field] ??= fieldCode(issue.code);
  }
  // The scheduler walks every day: a tournament lasts at most MAX_TOURNAMENT_DAYS.
  if (!fields.dateTo && dateRange(dateFrom, dateTo).length > MAX_TOURNAMENT_DAYS) fields.dateTo = 'TOO_BIG';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'INVALID_SETTINGS', fields);
  return full;
}

type GroupInput = { name: string; advancement: string; teamIds: readonly string[] };

/**
 * 400 `INVALID_GROUPS` for an empty or repeated group name, a team in two
 * groups or a team of another tournament. `complete` (when scheduling) also
 * needs two teams per group and every team in a group.
 */
export function checkGroups(
  groups: readonly GroupInput[],
  teamIds: readonly string[],
  { complete }: { complete: boolean },
): void {
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of validateGroups(groups.map((g) => ({ name: g.name, teams: [...g.teamIds] })))) {
    if (issue.code === 'GROUP_TOO_SMALL' && !complete) continue;
    const field = issue.code === 'GROUP_NAME_EMPTY' || issue.code === 'GROUP_NAME_DUPLICATE' ? 'name' : 'teamIds';
    fields[`groups.${issue.group}.${field}`] ??= issue.code;
  }
  const known = new Set(teamIds);
  groups.forEach((g, i) =>
    g.teamIds.forEach((teamId, j) => {
      if (!known.has(teamId)) fields[`groups.${i}.teamIds.${j}`] = 'TEAM_NOT_IN_TOURNAMENT';
    }),
  );
  if (complete) {
    const placed = new Set(groups.flatMap((g) => g.teamIds));
    if (groups.length === 0) fields.groups = 'REQUIRED';
    else if (teamIds.some((id) => !placed.has(id))) fields.groups = 'TEAM_WITHOUT_GROUP';
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'INVALID_GROUPS', fields);
}

export type Draw = { fixtures: Fixture[]; bracket: Bracket | null; problems: ScheduleProblemBody[] };

/**
 * The games of a tournament's type, before they have times: scouting (two
 * games per team, drawn with the tournament's seed), round robin, or groups
 * plus the knockout bracket. 400 when the teams or groups do not allow it.
 */
export function drawFixtures(type: string, teams: readonly TeamRow[], groups: readonly GroupRow[], seed: number): Draw {
  if (teams.length < 2) throw new AppError(400, 'NOT_ENOUGH_TEAMS');
  if (type === 'scouting') {
    const draw = scoutingFixtures(
      teams.map((t) => ({ id: t.id, club: t.clubId })),
      seed,
    );
    if (!draw.ok) throw new AppError(400, 'NOT_ENOUGH_TEAMS');
    const problems: ScheduleProblemBody[] =
      draw.sameClubPairs > 0 ? [{ code: 'SAME_CLUB_PAIRS', count: draw.sameClubPairs }] : [];
    return { fixtures: draw.fixtures, bracket: null, problems };
  }
  if (type === 'roundRobin') {
    const draw = roundRobinFixtures(teams.map((t) => t.id));
    if (!draw.ok) throw new AppError(400, 'NOT_ENOUGH_TEAMS');
    return { fixtures: draw.fixtures, bracket: null, problems: [] };
  }
  checkGroups(
    groups,
    teams.map((t) => t.id),
    { complete: true },
  );
  const draw = generateGroupStage(
    groups.map((g) => ({
      name: g.name,
      teams: g.teamIds,
      advancement: g.advancement as 'first' | 'topTwo' | 'topThree' | 'bestRunnerUp',
    })),
  );
  if (!draw.ok) throw new AppError(400, draw.code === 'NOT_ENOUGH_TEAMS' ? 'NOT_ENOUGH_TEAMS' : 'INVALID_GROUPS');
  const problems: ScheduleProblemBody[] =
    draw.sameGroupPairs > 0 ? [{ code: 'SAME_GROUP_PAIRS', count: draw.sameGroupPairs }] : [];
  return { fixtures: draw.fixtures, bracket: draw.bracket, problems };
}
