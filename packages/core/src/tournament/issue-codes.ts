/**
 * The tournament engine's issue codes as plain lists, with no imports: the
 * API's field codes (contracts/errors.ts) list them, and that module is in the
 * web app's initial route, which must not pull the engine in with them.
 */

/** Every code `validateScheduleSettings` returns; the API's field codes and the web's messages list them from here. */
export const SETTINGS_ISSUE_CODES = [
  'INVALID_TIME',
  'INVALID_DURATION',
  'MAX_PLAYTIME_NOT_GREATER_THAN_GAME_TIME',
  'LATEST_GAME_BEFORE_START',
  'BREAK_INCOMPLETE',
  'BREAK_END_BEFORE_START',
  'CONTINUE_BEFORE_BREAK_END',
  'INVALID_DATE',
  'DATE_RANGE_REVERSED',
  /** More days than MAX_TOURNAMENT_DAYS (tournament/limits.ts). */
  'DATE_RANGE_TOO_LONG',
  'PITCHES_TOO_FEW',
  'INVALID_REST',
  'OVERRIDE_OUTSIDE_DATE_RANGE',
  'DUPLICATE_OVERRIDE',
] as const;

/** Every code `validateGroups` returns. */
export const GROUP_ISSUE_CODES = [
  'GROUP_NAME_EMPTY',
  'GROUP_NAME_DUPLICATE',
  'GROUP_TOO_SMALL',
  'TEAM_IN_TWO_GROUPS',
] as const;

/**
 * Every code core `validateKnockoutPlan` returns (decisions 410, 412), plus the
 * server's checks of a format against the tournament's type (decision 440).
 */
export const FORMAT_ISSUE_CODES = [
  'WILDCARDS_WITH_BEST_RUNNER_UP',
  'WILDCARD_PLACE_NOT_IN_GROUPS',
  'WILDCARD_PLACE_ALREADY_ADVANCES',
  'WILDCARD_COUNT_OUT_OF_RANGE',
  'PLAYOFFS_TOO_MANY',
  'PLAYOFF_PLACES_EMPTY',
  'PLAYOFF_PLACE_NOT_IN_GROUPS',
  'PLAYOFF_PLACE_REPEATED',
  'PLAYOFF_TOO_FEW_TEAMS',
  /** Wildcards, play-offs, third-place or placement games for a type without a knockout. */
  'KNOCKOUT_NEEDS_GROUP_STAGE',
  /** Home and away for the scouting format, whose pairs are drawn, not a round robin. */
  'LEGS_NOT_FOR_SCOUTING',
  /** `thirdPlaceGame` or `placementGames` of the tournament while it has play-offs: each play-off has its own. */
  'SET_PER_PLAYOFF',
] as const;

/** Every code the guided setup's checks return (settings, groups, steps) besides the shared 'REQUIRED'. */
export const SETUP_ISSUE_CODES = [
  ...SETTINGS_ISSUE_CODES,
  ...GROUP_ISSUE_CODES,
  'NOT_ENOUGH_TEAMS',
  'TEAM_WITHOUT_GROUP',
] as const;
