import {
  fieldErrors,
  type ApiFieldErrorCode,
  type ErrorBody,
  type ErrorCode,
  type FieldErrorCode,
} from '@touchline/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A refusal the API gives on purpose. Services throw it; the one error
 * handler below turns it (and every framework error) into the coded body
 * `{ error: { code, message, fields? } }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: Record<string, ApiFieldErrorCode>,
    /** Sent as Retry-After: a refusal for want of capacity says when to come back. */
    readonly options: { retryAfterS?: number } = {},
  ) {
    super(DEFAULT_MESSAGES[code]);
    this.name = 'AppError';
  }
}

/**
 * Load-or-404: the row the promise resolves to, or the coded 404 when there
 * is none (`await orNotFound(players.find(id), 'PLAYER_NOT_FOUND')`).
 */
export async function orNotFound<T>(
  pending: Promise<T | null | undefined> | T | null | undefined,
  code: ErrorCode = 'NOT_FOUND',
  fields?: Record<string, FieldErrorCode>,
): Promise<T> {
  const value = await pending;
  if (value === null || value === undefined) throw new AppError(404, code, fields);
  return value;
}

/**
 * English developer-facing messages. The web app never shows these: it
 * translates `code` (apps/web/src/locales/<lang>/errors.json).
 */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  NOT_FOUND: 'Not found.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  TOO_MANY_ROWS: 'The file has more rows than one import may have.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
  UNAUTHENTICATED: 'Sign in first.',
  FORBIDDEN: 'You may not do this.',
  RATE_LIMITED: 'Too many requests. Try again later.',
  TOO_MANY_HEAVY_REQUESTS: 'Too many heavy requests (PDFs, exports, imports, schedules). Try again in a minute.',
  CONFLICT: 'Someone else changed this first. Reload and try again.',
  INVALID_CREDENTIALS: 'Email or password is wrong.',
  EMAIL_TAKEN: 'This email cannot be used to register.',
  PASSWORD_TOO_SHORT: 'The password is too short.',
  PASSWORD_TOO_LONG: 'The password is too long.',
  PASSWORD_TOO_WEAK: 'The password is too easy to guess.',
  UNSUPPORTED_LOCALE: 'Unsupported language.',
  USER_NOT_FOUND: 'No such user.',
  CANNOT_CHANGE_OWN_LEVEL: 'Nobody can change their own level.',
  LAST_ADMINISTRATOR: 'The last administrator cannot be demoted or deleted.',
  CLUB_NOT_FOUND: 'No such club.',
  PLAYER_NOT_FOUND: 'No such player.',
  PLAYER_NOT_FREE: 'The player already has a club.',
  SAME_PLAYER: 'A player cannot be merged with or dismissed against itself.',
  RATING_GAME_MISMATCH: 'The player is not on a team of that game.',
  RATING_ID_REUSED: 'Another rating was already saved with this id.',
  SCOUT_NOT_ASSIGNABLE: 'Only accounts of levels 0–2 can be assigned to scout.',
  VIDEO_NOT_FOUND: 'No such video.',
  TOURNAMENT_NOT_FOUND: 'No tournament data available.',
  TEAM_NOT_FOUND: 'No such team in this tournament.',
  GAME_NOT_FOUND: 'No such game.',
  INVALID_SETTINGS: 'The schedule settings are not valid.',
  INVALID_GROUPS: 'The groups are not valid.',
  INVALID_FORMAT_SETTINGS: 'The format does not fit the tournament type or its groups.',
  NOT_ENOUGH_TEAMS: 'At least two teams are needed.',
  TOO_MANY_TEAMS: 'The tournament has as many teams as it may have.',
  TEAM_NAME_TAKEN: 'Another team of this tournament has this name.',
  TEAM_HAS_RESULTS: 'The team has running or finished games.',
  REGENERATE_NEEDS_CONFIRMATION: 'Regenerating discards running or finished games. Confirm to go on.',
  GAME_MOVE_NEEDS_CONFIRMATION: 'The move creates conflicts. Confirm to save it anyway.',
  EVENT_NOT_FOUND: 'No such event.',
  INVITATION_NOT_FOUND: 'No such invitation.',
  INVITATION_USED: 'This invitation was used already.',
  INVITATION_EXPIRED: 'This invitation has expired.',
  NOT_AN_OFFICIAL: 'The user is not an official of this event.',
  GAME_NOT_IN_EVENT: 'The game belongs to no event.',
  OFFICIAL_NEEDS_CONFIRMATION: 'The official already has a game at that time. Confirm to assign anyway.',
  INVALID_EVENT: 'The event is not valid.',
  DIVISION_OUTSIDE_EVENT: "A division's dates must lie inside the event's dates.",
  DIVISION_NOT_FOUND: 'The tournament is not a division of this event.',
  PITCH_NOT_IN_EVENT: "The pitch is not one of this event's pitches.",
  DIVISION_SCHEDULED_BY_EVENT: "This division's games are placed by its event's schedule.",
  EVENT_HAS_NO_DIVISIONS: 'The event has no divisions to schedule yet.',
  RESULTS_NOT_PUBLISHED: 'These results are not published.',
  CALENDAR_FEED_NOT_FOUND: 'This calendar link does not exist or was revoked.',
  NOT_GROUP_STAGE: 'Only group-stage tournaments have groups and group results.',
  NO_GROUP_FINISHED: 'No group has finished all matches yet.',
  NO_KNOCKOUT_BRACKET: 'There is no knockout bracket to update.',
  UNRESOLVED_TIES: 'Resolve the ties first.',
  WILDCARD_SELECTION_NEEDED: 'Runners-up are level for a wildcard place. Select who goes through.',
  DEPENDENT_GAME_STARTED: 'A knockout game this change affects has already started.',
  GAME_ALREADY_STARTED: 'The game has already started.',
  SHOOTOUT_WINNER_REQUIRED: 'Please select a winner before saving.',
  TIE_NOT_FOUND: 'No such tie resolution.',
  GAME_NOT_STARTED: 'The game has not started yet.',
  GAME_FINISHED: 'The game is finished. Send the event as a correction to change its result.',
  GAME_TEAMS_UNKNOWN: 'Both teams of the game must be known before it starts.',
  GAME_EVENT_NOT_FOUND: 'No such event in this game.',
  GAME_EVENT_ID_REUSED: 'Another event was already recorded with this id.',
  GAME_EVENT_DELETED: 'This event was undone meanwhile; it was not recorded again.',
  PLAYER_NOT_IN_TEAM: "The player is not on this team's roster.",
  GAME_EVENTS_LIMIT: 'The game holds as many goals or cards as it may record.',
  SHOOTOUT_REQUIRED: 'A drawn knockout game needs a shootout score before it can finish.',
  SHOOTOUT_DRAWN: 'A shootout needs a winner.',
  GAME_NOT_FINISHED: 'The game is not finished.',
  FORMATION_NOT_FOUND: 'No such formation.',
  FORMATION_NAME_TAKEN: 'The club already has a formation with this name.',
  TOO_MANY_FORMATIONS: 'The club has as many formations as it may keep.',
  PLAYER_NOT_IN_CLUB: 'The player does not play for this club.',
  PLAYER_NOT_ELIGIBLE: "The slot's position is neither the player's position nor a side position.",
  DUPLICATE_PLAYER: 'A player can fill only one place.',
  DUPLICATE_BACK_NUMBER: 'Two players have the same back number.',
  TEAM_HAS_NO_CLUB: 'The team has no club, so it has no line-up.',
  PUSH_ENDPOINT_REFUSED: 'The server does not send notifications to this address.',
  PUSH_ENDPOINT_TAKEN: 'This endpoint is registered by another account; the browser must subscribe afresh.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'No such notification subscription.',
  BAD_REQUEST: 'The request is not valid.',
  INTERNAL_ERROR: 'Something went wrong on our side.',
  SERVICE_UNAVAILABLE: 'The service is unavailable.',
};

export function errorBody(code: ErrorCode, fields?: Record<string, ApiFieldErrorCode>): ErrorBody {
  return { error: { code, message: DEFAULT_MESSAGES[code], ...(fields ? { fields } : {}) } };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fields?: Record<string, ApiFieldErrorCode>,
): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(code, fields));
}

type ValidationEntry = { keyword: string; instancePath: string; params: Record<string, unknown> };

/**
 * fastify-type-provider-zod hands the zod issues over as `validation` entries
 * (`keyword` = the issue's code, `params` = the rest); core's `fieldErrors`
 * maps them to field codes, the same mapping the import preview and the web
 * forms use.
 */
function validationFields(error: FastifyError, request: FastifyRequest): Record<string, FieldErrorCode> {
  const context = error.validationContext ?? 'body';
  const source = { body: request.body, querystring: request.query, params: request.params, headers: request.headers }[
    context as 'body'
  ];
  const issues = ((error.validation ?? []) as unknown as ValidationEntry[]).map((entry) => ({
    ...entry.params,
    code: entry.keyword,
    path: entry.instancePath.split('/').filter(Boolean),
  }));
  return fieldErrors(issues, source, { root: context });
}

/** Framework error codes that are the client's fault, with our code for each. */
const CLIENT_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST'],
};

/**
 * When a request is refused before its body was read to the end (an upload
 * over the limit), read and discard the rest first, for at most 10 s. A
 * client still sending would otherwise see a reset connection instead of
 * the coded answer.
 */
async function drainBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    raw.once('end', () => {
      clearTimeout(timer);
      resolve();
    });
    raw.once('error', () => {
      clearTimeout(timer);
      resolve();
    });
    raw.resume();
  });
}

/** Seconds a client refused for want of resources is asked to wait (as the overload guard asks). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * Errors that mean the process ran out of file descriptors: a file, socket or
 * database connection could not be opened (EMFILE: this process's limit,
 * ENFILE: the system's), or SQLite could not open a temporary file. The
 * request is refused like an overloaded one (503 with Retry-After), never
 * answered 500 (decision 345).
 */
const OUT_OF_DESCRIPTORS = new Set(['EMFILE', 'ENFILE', 'SQLITE_CANTOPEN']);
export function isOutOfDescriptors(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && OUT_OF_DESCRIPTORS.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if ((error.statusCode ?? 0) === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drainBody(request);
    if (error instanceof AppError) {
      if (error.options.retryAfterS !== undefined) void reply.header('retry-after', String(error.options.retryAfterS));
      // Every "unavailable" says when to come back, wherever it was decided.
      if (error.statusCode === 503 && !reply.hasHeader('retry-after')) {
        void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      }
      return sendError(reply, error.statusCode, error.code, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(reply, 400, 'VALIDATION_FAILED', validationFields(error, request));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (isOutOfDescriptors(error)) {
      request.log.warn({ err: { type: error.name, code: error.code } }, 'refused: out of file descriptors');
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'RATE_LIMITED');
    if (status === 413) return sendError(reply, 413, 'PAYLOAD_TOO_LARGE');
    if (status >= 400 && status < 500) return sendError(reply, status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    // 5xx: log what a developer needs, send none of it. Not the whole error:
    // PostgreSQL's `detail` and `where` quote row values (`Key (email)=(…)`),
    // and logs never hold personal details.
    request.log.error(
      { err: { type: error.name, message: error.message, code: error.code, stack: error.stack } },
      'request failed',
    );
    return sendError(reply, status === 503 ? 503 : 500, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR');
  });
}
