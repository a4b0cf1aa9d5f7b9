import {
  DEFAULT_FORMAT,
  validateKnockoutPlan,
  type AdvancingGroup,
  type Bracket,
  type ApiFieldErrorCode,
  type GroupStageOptions,
  type TournamentFormat,
} from '@touchline/core';
import { AppError } from '../../../http/errors.js';
import type { GroupRow, TournamentRow } from './tournaments.repository.js';

/**
 * A tournament's format (decision 440): what follows the groups and how often
 * teams meet, stored as JSON in `tournament.format` (migration 0027). Missing
 * keys read as the defaults, so tournaments made before keep their format.
 */
export function formatOf(row: Pick<TournamentRow, 'format'>): TournamentFormat {
  const stored = JSON.parse(row.format || '{}') as Partial<TournamentFormat>;
  return { ...DEFAULT_FORMAT, ...stored };
}

/** `base` with the fields a request sets (absent: kept; null: cleared). */
export function mergeFormat(base: TournamentFormat, fields: Partial<TournamentFormat>): TournamentFormat {
  const pick = <K extends keyof TournamentFormat>(key: K): TournamentFormat[K] =>
    fields[key] === undefined ? base[key] : (fields[key] as TournamentFormat[K]);
  return {
    wildcards: pick('wildcards'),
    thirdPlaceGame: pick('thirdPlaceGame'),
    placementGames: pick('placementGames'),
    thirdPlaceShootoutKicks: pick('thirdPlaceShootoutKicks'),
    playoffs: pick('playoffs'),
    legs: pick('legs'),
  };
}

/** The engine's options for `generateGroupStage`, `applyGroupResults` and `rankWildcards`. */
export function knockoutPlan(format: TournamentFormat): GroupStageOptions {
  const kicks = format.thirdPlaceShootoutKicks;
  return {
    wildcards: format.wildcards,
    thirdPlaceGame: format.thirdPlaceGame,
    placementGames: format.placementGames,
    ...(kicks === null ? {} : { thirdPlaceShootoutKicks: kicks }),
    // Every play-off's third-place and placement games share the tournament's shootout rule.
    playoffs: format.playoffs
      ? format.playoffs.map((p) => ({ ...p, ...(kicks === null ? {} : { thirdPlaceShootoutKicks: kicks }) }))
      : null,
    legs: format.legs,
  };
}

export function advancingGroupsOf(groups: readonly GroupRow[]): AdvancingGroup[] {
  return groups.map((g) => ({
    name: g.name,
    teams: [...g.teamIds],
    advancement: g.advancement as AdvancingGroup['advancement'],
  }));
}

/** The field each of the engine's plan codes concerns. */
const PLAN_FIELDS: Record<string, string> = {
  WILDCARDS_WITH_BEST_RUNNER_UP: 'wildcards',
  WILDCARD_PLACE_NOT_IN_GROUPS: 'wildcards.place',
  WILDCARD_PLACE_ALREADY_ADVANCES: 'wildcards.place',
  WILDCARD_COUNT_OUT_OF_RANGE: 'wildcards.count',
};

/**
 * 400 `INVALID_FORMAT_SETTINGS` with one field code when the format cannot
 * exist: options of a knockout for a type without one, legs for the scouting
 * format, the tournament's own third-place or placement games beside play-offs
 * (each play-off has its own), and — once groups with teams exist — whatever
 * core `validateKnockoutPlan` refuses for them (more wildcards than groups, a
 * place no group has, a play-off of places that do not exist, …). Generating
 * the schedule checks again against the groups it draws from. Returns the format.
 */
export function checkFormat(type: string, format: TournamentFormat, groups: readonly GroupRow[]): TournamentFormat {
  const fields: Record<string, ApiFieldErrorCode> = {};
  const knockout =
    format.wildcards !== null || format.playoffs !== null || format.thirdPlaceGame || format.placementGames;
  if (type !== 'groupStage' && knockout) {
    const field = format.wildcards
      ? 'wildcards'
      : format.playoffs
        ? 'playoffs'
        : format.thirdPlaceGame
          ? 'thirdPlaceGame'
          : 'placementGames';
    fields[field] = 'KNOCKOUT_NEEDS_GROUP_STAGE';
  } else if (type === 'scouting' && format.legs === 2) {
    fields.legs = 'LEGS_NOT_FOR_SCOUTING';
  } else if (format.playoffs !== null && (format.thirdPlaceGame || format.placementGames)) {
    fields[format.thirdPlaceGame ? 'thirdPlaceGame' : 'placementGames'] = 'SET_PER_PLAYOFF';
  } else if (type === 'groupStage' && groups.some((g) => g.teamIds.length > 0)) {
    const code = validateKnockoutPlan(advancingGroupsOf(groups), knockoutPlan(format));
    if (code) fields[PLAN_FIELDS[code] ?? 'playoffs'] = code;
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'INVALID_FORMAT_SETTINGS', fields);
  return format;
}

/** The stored brackets, A first: an array, or one bracket as stored before play-offs existed. */
export function parseBrackets(json: string | null): Bracket[] {
  if (json === null) return [];
  const parsed = JSON.parse(json) as Bracket | Bracket[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

export function serializeBrackets(brackets: readonly Bracket[]): string | null {
  return brackets.length === 0 ? null : JSON.stringify(brackets);
}
