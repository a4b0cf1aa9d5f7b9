import { z } from 'zod';
import { FORMAT_ISSUE_CODES, GROUP_ISSUE_CODES, SETTINGS_ISSUE_CODES } from '../tournament/issue-codes.js';

/**
 * The coded 409s of applying group results to the knockout (decision 023),
 * each a next step the web app offers (resolve ties, choose runners-up).
 */
export const APPLY_GROUP_RESULTS_REFUSALS = [
  'NOT_GROUP_STAGE',
  'NO_GROUP_FINISHED',
  'NO_KNOCKOUT_BRACKET',
  /** Applying group results needs the ties touching a qualifying place resolved; the body names them. */
  'UNRESOLVED_TIES',
  /** Best runners-up are level for a wildcard place; the body names them. */
  'WILDCARD_SELECTION_NEEDED',
  /** A change would alter a slot of a knockout game that has started; the body names it. */
  'DEPENDENT_GAME_STARTED',
] as const;

/**
 * Every refusal the API can give carries one of these codes. The web app
 * translates each code (locales `errors` namespace); the server never sends
 * sentences the UI would show as-is.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  /** An import file with more rows than MAX_IMPORT_ROWS (contracts/player-csv.ts). */
  'TOO_MANY_ROWS',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  /** Past a user's limit of heavy requests (PDFs, exports, imports, schedules; decision 365). */
  'TOO_MANY_HEAVY_REQUESTS',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_WEAK',
  'UNSUPPORTED_LOCALE',
  'USER_NOT_FOUND',
  'CANNOT_CHANGE_OWN_LEVEL',
  'LAST_ADMINISTRATOR',
  'CLUB_NOT_FOUND',
  'PLAYER_NOT_FOUND',
  'PLAYER_NOT_FREE',
  'SAME_PLAYER',
  /** A rating's `gameId` names a game the player is not part of: neither its club's team nor a line-up (decision 340). */
  'RATING_GAME_MISMATCH',
  /** A rating's client-chosen id names a rating of another author or another player (decision 431). */
  'RATING_ID_REUSED',
  /** The scouting plan names an account that is not of level 0–2, or no account (decision 432). */
  'SCOUT_NOT_ASSIGNABLE',
  'VIDEO_NOT_FOUND',
  /** Tournaments (docs/product/tournaments.md, decision 021). */
  'TOURNAMENT_NOT_FOUND',
  'TEAM_NOT_FOUND',
  'GAME_NOT_FOUND',
  /** Schedule settings that fail `validateScheduleSettings`; `fields` holds each issue's code. */
  'INVALID_SETTINGS',
  /** Groups that fail `validateGroups` or name teams of another tournament; `fields` holds each issue's code. */
  'INVALID_GROUPS',
  /** A format (wildcards, play-offs, third place, placement, legs) the type or groups cannot have; `fields` names the issue (decision 440). */
  'INVALID_FORMAT_SETTINGS',
  /** Scheduling needs at least two teams (every group two). */
  'NOT_ENOUGH_TEAMS',
  /** More teams than MAX_TEAMS_PER_TOURNAMENT. */
  'TOO_MANY_TEAMS',
  /** Another team of the tournament already has this name. */
  'TEAM_NAME_TAKEN',
  /** The team has running or finished games: removing it would discard results. */
  'TEAM_HAS_RESULTS',
  /** Regenerating would discard running or finished games; the body carries the impact. */
  'REGENERATE_NEEDS_CONFIRMATION',
  /** A game moved by hand creates conflicts; the body carries the warnings. */
  'GAME_MOVE_NEEDS_CONFIRMATION',
  /** Events and their divisions (docs/product/events-and-officials.md, decision 450). */
  'EVENT_NOT_FOUND',
  /** An event's own fields that do not fit together (dates out of order, two pitches of one name); `fields` names them. */
  'INVALID_EVENT',
  /** A division's dates (or the event's new dates) leave a division outside the event's dates. */
  'DIVISION_OUTSIDE_EVENT',
  /** The tournament is not a division of this event. */
  'DIVISION_NOT_FOUND',
  /** A pitch restriction names a pitch that is not this event's. */
  'PITCH_NOT_IN_EVENT',
  /** A division's games are placed by its event's schedule, not by the tournament's own. */
  'DIVISION_SCHEDULED_BY_EVENT',
  /** Scheduling an event needs at least one division. */
  'EVENT_HAS_NO_DIVISIONS',
  /** A public results page that does not exist or is not published (decision 460): the same answer for both. */
  'RESULTS_NOT_PUBLISHED',
  /** A calendar feed that does not exist or was revoked (decision 461). */
  'CALENDAR_FEED_NOT_FOUND',
  /** Standings, ties and the knockout (decision 023). */
  ...APPLY_GROUP_RESULTS_REFUSALS,
  /** A first-round pairing cannot be swapped once one of its games has started. */
  'GAME_ALREADY_STARTED',
  /** A shootout decision saved without a winner. */
  'SHOOTOUT_WINNER_REQUIRED',
  'TIE_NOT_FOUND',
  /** Recording a game (decision 022). */
  'GAME_NOT_STARTED',
  'GAME_FINISHED',
  'GAME_TEAMS_UNKNOWN',
  'GAME_EVENT_NOT_FOUND',
  'GAME_EVENT_ID_REUSED',
  /** A resent event that was undone meanwhile: never recorded again (decision 022). */
  'GAME_EVENT_DELETED',
  'PLAYER_NOT_IN_TEAM',
  /** The game holds as many goals or cards as it may (decision 351); `fields` names `kind` or `playerId`. */
  'GAME_EVENTS_LIMIT',
  'SHOOTOUT_REQUIRED',
  'SHOOTOUT_DRAWN',
  /** Correcting a shootout needs a finished game. */
  'GAME_NOT_FINISHED',
  /** Officials (decisions 454–456): an invitation link that is unknown, used or past its time. */
  'INVITATION_NOT_FOUND',
  'INVITATION_USED',
  'INVITATION_EXPIRED',
  /** The user is not an official of the game's event, or the game belongs to no event. */
  'NOT_AN_OFFICIAL',
  'GAME_NOT_IN_EVENT',
  /** The official already has a game at an overlapping time: confirm to assign anyway. */
  'OFFICIAL_NEEDS_CONFIRMATION',
  /** Formations and line-ups (decision 040). */
  'FORMATION_NOT_FOUND',
  'FORMATION_NAME_TAKEN',
  'TOO_MANY_FORMATIONS',
  /** A slot's player is not of the club (or the line-up's team has no club). */
  'PLAYER_NOT_IN_CLUB',
  /** The slot's position is neither the player's main position nor a side position. */
  'PLAYER_NOT_ELIGIBLE',
  /** One player in two slots (or a starter also on the bench). */
  'DUPLICATE_PLAYER',
  'DUPLICATE_BACK_NUMBER',
  'TEAM_HAS_NO_CLUB',
  /** Web Push (decisions 051, 362): an endpoint the server will not call (not https, a special-purpose address). */
  'PUSH_ENDPOINT_REFUSED',
  /** Web Push (decision 363): the endpoint is registered by another account; a browser subscribes afresh. */
  'PUSH_ENDPOINT_TAKEN',
  'PUSH_SUBSCRIPTION_NOT_FOUND',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Field-level problems: field path → codes such as `REQUIRED` or `TOO_BIG`. */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'NOT_A_NUMBER',
  'TOO_SMALL',
  'TOO_BIG',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'UNKNOWN_FIELD',
  /** Password refusals with their reason (apps/server/src/auth/password-strength.ts). */
  'PASSWORD_COMMON',
  'PASSWORD_PATTERN',
  'PASSWORD_NAME',
  'PASSWORD_WEAK',
  /** Schedule settings and group issues of the tournament engine, plus teams that are not the tournament's. */
  ...SETTINGS_ISSUE_CODES,
  ...GROUP_ISSUE_CODES,
  'TEAM_NOT_IN_TOURNAMENT',
  'TEAM_WITHOUT_GROUP',
  /** Events: two pitches of one event with the same name; a pitch id that is not the event's. */
  'PITCH_NAME_TAKEN',
  'PITCH_NOT_IN_EVENT',
] as const;

/**
 * Field codes of a format refusal (400 `INVALID_FORMAT_SETTINGS`, decision 440). Kept out of
 * FIELD_ERROR_CODES, which the web's initial route carries: its api-client reads them as
 * `INVALID_VALUE`, and the format panel explains a format with its own preview.
 */
export { FORMAT_ISSUE_CODES };

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Every field code the API may send: the forms' and the format's. */
export type ApiFieldErrorCode = FieldErrorCode | (typeof FORMAT_ISSUE_CODES)[number];

function apiFieldErrorCodes(): [ApiFieldErrorCode, ...ApiFieldErrorCode[]] {
  return [...FIELD_ERROR_CODES, ...FORMAT_ISSUE_CODES];
}

/** The same list as a value; built on demand (pure), so a bundle that only needs FIELD_ERROR_CODES leaves it out. */
export const API_FIELD_ERROR_CODES = /* @__PURE__ */ apiFieldErrorCodes();

export const errorBodySchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      fields: z.record(z.string(), z.enum(API_FIELD_ERROR_CODES)).optional(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
