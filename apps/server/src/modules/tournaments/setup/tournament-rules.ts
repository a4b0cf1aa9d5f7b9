import { randomUUID } from 'node:crypto';
import {
  FIELD_ERROR_CODES,
  generateGroupStage,
  roundRobinFixtures,
  scheduleGames,
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
import { AppError } from '../../../http/errors.js';
import {
  advancingGroupsOf,
  checkFormat,
  formatOf,
  knockoutPlan,
  serializeBrackets,
} from '../shared/tournament-format.js';
import type { GroupRow, NewGame, TeamRow, TournamentRow } from '../shared/tournaments.repository.js';

/**
 * The engine's checks turned into coded refusals (decision 004): each issue
 * becomes a field code under the field it concerns, so the client can put
 * the message beside the right input.
 */

function fieldCode(code: string): FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code) ? (code as FieldErrorCode) : 'INVALID_VALUE';
}

/**
 * 400 `INVALID_SETTINGS` unless the settings and dates pass
 * `validateScheduleSettings`, which measures the date range before anything
 * walks it: more than MAX_TOURNAMENT_DAYS is `DATE_RANGE_TOO_LONG` on
 * `dateTo` (decision 350).
 */
export function checkSettings(dateFrom: string, dateTo: string, settings: TournamentSettings): ScheduleSettings {
  const full: ScheduleSettings = { ...settings, dateFrom, dateTo };
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of validateScheduleSettings(full)) {
    const field = issue.field === 'dateFrom' || issue.field === 'dateTo' ? issue.field : `settings.${issue.field}`;
    fields[field] ??= fieldCode(issue.code);
  }
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

export type Draw = { fixtures: Fixture[]; brackets: Bracket[]; problems: ScheduleProblemBody[] };

/**
 * The games of a tournament's type, before they have times: scouting (two
 * games per team, drawn with the tournament's seed), round robin (once or home
 * and away), or groups plus every play-off's knockout bracket (decision 440).
 * 400 when the teams, groups or format do not allow it.
 */
export function drawFixtures(
  tournament: Pick<TournamentRow, 'type' | 'seed' | 'format'>,
  teams: readonly TeamRow[],
  groups: readonly GroupRow[],
): Draw {
  const { type, seed } = tournament;
  const format = formatOf(tournament);
  if (teams.length < 2) throw new AppError(400, 'NOT_ENOUGH_TEAMS');
  checkFormat(type, format, []);
  if (type === 'scouting') {
    const draw = scoutingFixtures(
      teams.map((t) => ({ id: t.id, club: t.clubId })),
      seed,
    );
    if (!draw.ok) throw new AppError(400, 'NOT_ENOUGH_TEAMS');
    const problems: ScheduleProblemBody[] =
      draw.sameClubPairs > 0 ? [{ code: 'SAME_CLUB_PAIRS', count: draw.sameClubPairs }] : [];
    return { fixtures: draw.fixtures, brackets: [], problems };
  }
  if (type === 'roundRobin') {
    const draw = roundRobinFixtures(
      teams.map((t) => t.id),
      { legs: format.legs },
    );
    if (!draw.ok) throw new AppError(400, 'NOT_ENOUGH_TEAMS');
    return { fixtures: draw.fixtures, brackets: [], problems: [] };
  }
  checkGroups(
    groups,
    teams.map((t) => t.id),
    { complete: true },
  );
  checkFormat(type, format, groups);
  const draw = generateGroupStage(advancingGroupsOf(groups), knockoutPlan(format));
  if (!draw.ok) throw new AppError(400, draw.code === 'NOT_ENOUGH_TEAMS' ? 'NOT_ENOUGH_TEAMS' : 'INVALID_GROUPS');
  const problems: ScheduleProblemBody[] =
    draw.sameGroupPairs > 0 ? [{ code: 'SAME_GROUP_PAIRS', count: draw.sameGroupPairs }] : [];
  return { fixtures: draw.fixtures, brackets: draw.brackets, problems };
}

export type GamePlan = {
  /** Every game in fixture order, knockout games last; unplaced ones without a slot. */
  games: NewGame[];
  /** Ids (of `games`) that the scheduler could not place. */
  unscheduled: string[];
  problems: ScheduleProblemBody[];
  /** Every play-off's knockout bracket as JSON for the tournament row, or null. */
  bracket: string | null;
};

type PlanTournament = Pick<TournamentRow, 'id' | 'type' | 'dateFrom' | 'dateTo' | 'settings' | 'seed' | 'format'>;

/** What the scheduler is asked: checked settings and the drawn fixtures. */
export type PlacementInput = { settings: ScheduleSettings; fixtures: Fixture[]; brackets: Bracket[] };

/** The scheduler's answer as slots by fixture key: what a worker thread hands back (decision 355). */
export type PlacedGames = {
  slots: { id: string; date: string; start: number; end: number; pitch: number }[];
  unscheduled: string[];
  invalidSettings: boolean;
};

/** Places the drawn games (core's scheduler): the seconds-long part of a plan, run in a worker by the API. */
export function placeGames(input: PlacementInput): PlacedGames {
  const placed = scheduleGames(input);
  return {
    slots: placed.games.map(({ id, date, start, end, pitch }) => ({ id, date, start, end, pitch })),
    unscheduled: placed.unscheduled,
    invalidSettings: placed.problems.some((p) => p.code === 'INVALID_SETTINGS'),
  };
}

/**
 * The games a tournament gets from its type, teams, groups and settings: the
 * fixtures drawn and placed by the scheduler. 400 when settings, teams or
 * groups do not allow it. Nothing is dropped: a game that does not fit is
 * kept without a slot and listed under `NOT_ENOUGH_TIME` (decision 103).
 * `place` is the scheduler; the API runs it in a worker thread (decision 355).
 */
export async function planGames(
  tournament: PlanTournament,
  teams: readonly TeamRow[],
  groups: readonly GroupRow[],
  place: (input: PlacementInput) => Promise<PlacedGames>,
): Promise<GamePlan> {
  const { input, draw } = drawnGames(tournament, teams, groups);
  return assemblePlan(tournament, draw, await place(input));
}

/** `planGames` on the calling thread, for tools that set up data (the demo). */
export function planGamesHere(tournament: PlanTournament, teams: readonly TeamRow[], groups: readonly GroupRow[]) {
  const { input, draw } = drawnGames(tournament, teams, groups);
  return assemblePlan(tournament, draw, placeGames(input));
}

/** Settings checked and fixtures drawn: cheap, and where every 400 of a plan comes from. */
export function drawnGames(tournament: PlanTournament, teams: readonly TeamRow[], groups: readonly GroupRow[]) {
  const stored = JSON.parse(tournament.settings) as TournamentSettings;
  const settings = checkSettings(tournament.dateFrom, tournament.dateTo, stored);
  const draw = drawFixtures(tournament, teams, groups);
  return { input: { settings, fixtures: draw.fixtures, brackets: draw.brackets }, draw };
}

export function assemblePlan(tournament: PlanTournament, draw: Draw, placed: PlacedGames): GamePlan {
  // Settings were checked above; the scheduler's own check is the same one.
  if (placed.invalidSettings) throw new AppError(400, 'INVALID_SETTINGS');

  const slots = new Map(placed.slots.map((g) => [g.id, g] as const));
  const idOf = new Map<string, string>();
  const games: NewGame[] = [];
  const add = (key: string, game: Pick<NewGame, 'phase' | 'groupName' | 'round' | 'team1Id' | 'team2Id'>) => {
    const slot = slots.get(key);
    const id = randomUUID();
    idOf.set(key, id);
    games.push({
      id,
      tournamentId: tournament.id,
      key,
      position: games.length,
      ...game,
      date: slot?.date ?? null,
      start: slot?.start ?? null,
      end: slot?.end ?? null,
      pitch: slot?.pitch ?? null,
      // Every column spelled out: SQLite has no DEFAULT inside a multi-row VALUES list.
      status: 'scheduled',
      goals1: 0,
      goals2: 0,
      shootout1: null,
      shootout2: null,
    });
  };
  const phase = tournament.type === 'groupStage' ? 'group' : 'main';
  for (const f of draw.fixtures) {
    add(f.id, { phase, groupName: f.group, round: f.round, team1Id: f.team1, team2Id: f.team2 });
  }
  // Play-off by play-off (A first), each round by round.
  const knockout = draw.brackets.flatMap((b) => [...b.games].sort((x, y) => x.round - y.round || x.index - y.index));
  for (const g of knockout) {
    add(g.id, { phase: 'knockout', groupName: null, round: g.round, team1Id: g.slot1.team, team2Id: g.slot2.team });
  }
  const unscheduled = placed.unscheduled.map((key) => idOf.get(key) as string);
  return {
    games,
    unscheduled,
    problems: [
      ...(unscheduled.length > 0
        ? [{ code: 'NOT_ENOUGH_TIME' as const, leftOver: unscheduled.length, gameIds: unscheduled }]
        : []),
      ...draw.problems,
    ],
    bracket: serializeBrackets(draw.brackets),
  };
}
