import { z } from 'zod';
import {
  GAME_EVENT_KINDS,
  GAME_PERIODS,
  MAX_GAME_EVENTS,
  MAX_GAME_MINUTE,
  RUNNING_GAME_PERIODS,
} from './game-periods.js';
import { resourceIdSchema } from './params.js';
import { gameSchema } from './tournaments.js';

/**
 * Recording a game (decision 022): its periods and its events.
 * A goal or card is an event whose id the recording client chooses (a UUID),
 * so a resend after being offline never doubles it. The score (`goals1`,
 * `goals2` on the Game) is derived from the goal events.
 */

export const gameEventKindSchema = z.enum(GAME_EVENT_KINDS);
export const gamePeriodSchema = z.enum(GAME_PERIODS);
/** 1: the game's `team1`; 2: its `team2`. */
export const gameEventTeamSchema = z.union([z.literal(1), z.literal(2)]);
const minuteSchema = z.number().int().min(0).max(MAX_GAME_MINUTE);
const playerIdSchema = resourceIdSchema;
const gameVersion = z.number().int().min(1);

export const shootoutSchema = z
  .object({ goals1: z.number().int().min(0).max(99), goals2: z.number().int().min(0).max(99) })
  .strict();

export const recordGameEventSchema = z
  .object({
    /** Chosen by the client. The same id again answers 200 with the stored event; with another body 409 `GAME_EVENT_ID_REUSED`. */
    id: z.uuid(),
    kind: gameEventKindSchema,
    team: gameEventTeamSchema,
    minute: minuteSchema.nullable().optional(),
    /** A player of that team's club (its roster); otherwise 400 `PLAYER_NOT_IN_TEAM`. */
    playerId: playerIdSchema.nullable().optional(),
    /**
     * Required (true) to add an event to a finished game: a result correction
     * (the bracket re-flows). Without it a finished game refuses events with
     * 409 `GAME_FINISHED`.
     */
    correction: z.boolean().optional(),
    /** With `correction`: the shootout score of a knockout game this correction leaves drawn. */
    shootout: shootoutSchema.optional(),
  })
  .strict()
  .meta({ id: 'RecordGameEvent' });

export type RecordGameEvent = z.infer<typeof recordGameEventSchema>;

/** Correcting an event: the fields given replace the stored ones (null clears minute or player). */
export const correctGameEventSchema = z
  .object({
    /** Optional: the event version you read; 409 `CONFLICT` when someone changed it since. */
    version: z.number().int().min(1).optional(),
    kind: gameEventKindSchema.optional(),
    team: gameEventTeamSchema.optional(),
    minute: minuteSchema.nullable().optional(),
    playerId: playerIdSchema.nullable().optional(),
    /** On a finished knockout game: the shootout score when this correction leaves it drawn. */
    shootout: shootoutSchema.optional(),
  })
  .strict()
  .meta({ id: 'CorrectGameEvent' });

export type CorrectGameEvent = z.infer<typeof correctGameEventSchema>;

/** The event's player as everyone who may see the tournament sees them: back number and name only (docs/product/personal-details.md). */
export const gameEventPlayerSchema = z
  .object({ id: z.string(), name: z.string(), backNumber: z.number().int().nullable() })
  .meta({ id: 'GameEventPlayer' });

export type GameEventPlayer = z.infer<typeof gameEventPlayerSchema>;

export const gameEventSchema = z
  .object({
    id: z.string(),
    gameId: z.string(),
    kind: gameEventKindSchema,
    team: gameEventTeamSchema,
    minute: z.number().int().nullable(),
    /** Null: no player given, or the player was deleted since. */
    player: gameEventPlayerSchema.nullable(),
    /** ISO timestamp (server time) of the recording. */
    createdAt: z.string(),
    /** Increases with every correction of this event. */
    version: z.number().int(),
  })
  .meta({ id: 'GameEvent' });

export type GameEvent = z.infer<typeof gameEventSchema>;

/** Answer of a write on an event: the event and the game after it (score and version). */
export const recordedGameEventSchema = /* @__PURE__ */ gameEventSchema
  .extend({ game: gameSchema })
  .meta({ id: 'RecordedGameEvent' });

export type RecordedGameEvent = z.infer<typeof recordedGameEventSchema>;

/**
 * `GET /api/games/{id}/events`: the game and its record, oldest event first,
 * a page at a time (decision 351). The default page holds MAX_GAME_EVENTS,
 * every event a game may record; only a game recorded past the limits before
 * they existed has a second page (`offset` = events read so far).
 */
export const gameRecordSchema = z
  .object({
    game: gameSchema,
    events: z.array(gameEventSchema),
    /** Every event of the game, on this page or not. */
    total: z.number().int(),
    /**
     * Whether the caller may record this game now: levels 0–2 always, anyone
     * else while they are its assigned official (decision 454). Omitted by
     * older servers.
     */
    mayRecord: z.boolean().optional(),
  })
  .meta({ id: 'GameRecord' });

export type GameRecord = z.infer<typeof gameRecordSchema>;

export const gameRecordQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_GAME_EVENTS).default(MAX_GAME_EVENTS),
  offset: z.coerce.number().int().min(0).default(0),
});
// No `.meta({ id })` on query schemas: @fastify/swagger cannot expand a $ref into query parameters.

export type GameRecordQuery = z.infer<typeof gameRecordQuerySchema>;

export const startGameSchema = z.object({ version: gameVersion }).strict().meta({ id: 'StartGame' });
export type StartGame = z.infer<typeof startGameSchema>;

/** Back to scheduled: the game's events, score and periods go (docs/product/tournaments.md: "until that game is reset"). */
export const resetGameSchema = z.object({ version: gameVersion }).strict().meta({ id: 'ResetGame' });
export type ResetGame = z.infer<typeof resetGameSchema>;

export const setGamePeriodSchema = z
  .object({ version: gameVersion, period: z.enum(RUNNING_GAME_PERIODS) })
  .strict()
  .meta({ id: 'SetGamePeriod' });
export type SetGamePeriod = z.infer<typeof setGamePeriodSchema>;

export const finishGameSchema = z
  .object({
    version: gameVersion,
    /** Required for a drawn knockout game, and must have a winner. */
    shootout: shootoutSchema.optional(),
  })
  .strict()
  .meta({ id: 'FinishGame' });
export type FinishGame = z.infer<typeof finishGameSchema>;

export const gameEventParamsSchema = z.object({
  id: resourceIdSchema,
  eventId: resourceIdSchema,
});

/**
 * Correcting the shootout of a finished, drawn knockout game (a result
 * correction: the bracket re-flows, refused with 409 `DEPENDENT_GAME_STARTED`
 * when a later game built on it has started).
 */
export const correctShootoutSchema = z
  .object({ version: gameVersion, shootout: shootoutSchema })
  .strict()
  .meta({ id: 'CorrectShootout' });
export type CorrectShootout = z.infer<typeof correctShootoutSchema>;

/**
 * `DELETE /api/games/{id}/events/{eventId}?shootout1=&shootout2=`: undoing a
 * goal that leaves a finished knockout game drawn needs the shootout score
 * with it (a DELETE has no body).
 */
export const deleteGameEventQuerySchema = z
  .object({
    shootout1: z.coerce.number().int().min(0).max(99).optional(),
    shootout2: z.coerce.number().int().min(0).max(99).optional(),
  })
  .refine((q) => (q.shootout1 === undefined) === (q.shootout2 === undefined), {
    message: 'shootout1 and shootout2 are given together',
    path: ['shootout1'],
  });
// No `.meta({ id })` on query schemas: @fastify/swagger cannot expand a $ref into query parameters.
