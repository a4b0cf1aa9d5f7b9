import { z } from 'zod';
import type { TournamentFormat } from '../tournament/format-defaults.js';
import { MAX_POTS, MAX_TOURNAMENT_DAYS } from '../tournament/limits.js';
import { resourceIdSchema } from './params.js';
import { safeText } from './text.js';

export { MAX_POTS, MAX_TOURNAMENT_DAYS };

/**
 * Tournaments API (docs/product/tournaments.md, decision 021): a tournament
 * with its schedule settings, its teams (clubs' entries) and groups, and the
 * games the scheduler places. Times are minutes from midnight, lengths
 * minutes, dates 'YYYY-MM-DD'.
 */

/** Teams one tournament may have: 64 give 2,016 round-robin games, the most one schedule holds. */
export const MAX_TEAMS_PER_TOURNAMENT = 64;
/** Groups one tournament may have. */
export const MAX_GROUPS_PER_TOURNAMENT = 32;
/** Pitches one day may use. */
export const MAX_PITCHES = 32;
/** Page size of the tournament list. */
export const TOURNAMENTS_PAGE_MAX = 200;

export const TOURNAMENT_TYPES = ['scouting', 'roundRobin', 'groupStage'] as const;
export const TIE_BREAKS = ['FIFA', 'UEFA'] as const;
export const ADVANCEMENTS = ['first', 'topTwo', 'topThree', 'bestRunnerUp'] as const;
export const GAME_PHASES = ['main', 'group', 'knockout'] as const;
export const GAME_STATUSES = ['scheduled', 'running', 'finished'] as const;

export const tournamentTypeSchema = z.enum(TOURNAMENT_TYPES);

/**
 * The best teams of one place across groups (core `WildcardRule`, decision 410):
 * `{ place: 3, count: 4 }` sends the four best third-placed teams on. Whether
 * the count fits the groups is core `validateKnockoutPlan`'s (coded 400s).
 */
export const wildcardsSchema = z
  .object({
    place: z.union([z.literal(2), z.literal(3)]),
    count: z.number().int().min(1).max(MAX_GROUPS_PER_TOURNAMENT),
  })
  .strict()
  .meta({ id: 'Wildcards' });

export type Wildcards = z.infer<typeof wildcardsSchema>;

/** One play-off after the groups (core `PlayoffSpec`, decision 412): A takes the first, B the second, … */
export const playoffSchema = z
  .object({
    places: z.array(z.number().int().min(1).max(MAX_TEAMS_PER_TOURNAMENT)).min(1).max(MAX_TEAMS_PER_TOURNAMENT),
    thirdPlaceGame: z.boolean().default(false),
    placementGames: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'Playoff' });

export type Playoff = z.infer<typeof playoffSchema>;

/** Kicks each in the third-place and placement games' shootout before sudden death (decision 411). */
export const MAX_SHOOTOUT_KICKS = 10;
/** Play-offs one tournament may have (A–D): core `MAX_PLAYOFFS`, not imported so the engine stays out of the initial route. */
const MAX_PLAYOFF_BRACKETS = 4;

/**
 * What follows the groups and how often teams meet (decision 440): the fixed
 * `wildcards` and `thirdPlaceGame`, placement games, the third-place and
 * placement games' own shootout, A/B play-offs and home-and-away legs. Combinations
 * that cannot exist for the tournament's type or groups are refused with 400
 * `INVALID_FORMAT_SETTINGS` and one field code (core `validateKnockoutPlan`).
 */
export const formatShape = {
  /** The best teams of one place across groups; null: none (decision 410). */
  wildcards: wildcardsSchema.nullable(),
  /** A game for third place between the semi-final losers, before the final (decision 411); without play-offs. */
  thirdPlaceGame: z.boolean(),
  /** Every place played for (implies the third-place game); without play-offs. */
  placementGames: z.boolean(),
  /** The third-place and placement games' shootout: kicks each before sudden death; null: five, as every game. */
  thirdPlaceShootoutKicks: z.number().int().min(1).max(MAX_SHOOTOUT_KICKS).nullable(),
  /** A and B (up to D) play-offs after the groups; null: one bracket from each group's advancement (decision 412). */
  playoffs: z.array(playoffSchema).min(1).max(MAX_PLAYOFF_BRACKETS).nullable(),
  /** 2: every pair of a group or round robin meets twice, home and away (decision 415). */
  legs: z.union([z.literal(1), z.literal(2)]),
} satisfies { [K in keyof TournamentFormat]: z.ZodType<TournamentFormat[K]> };

export const tieBreakSchema = z.enum(TIE_BREAKS);
export const advancementSchema = z.enum(ADVANCEMENTS);

const isoDate = z.iso.date();
/** A clock time: minutes from midnight. */
const time = z.number().int().min(0).max(1439);
/** A length in minutes, at most a day. */
const minutes = z.number().int().min(0).max(1440);

/** What may differ per day (core `DayTimes`). */
const dayTimesShape = {
  startTime: time,
  latestGame: time,
  maxPlaytime: minutes,
  gameTime: minutes.min(1),
  halfTime: minutes,
  gameGap: minutes,
  noGameFrom: time.nullable(),
  noGameTo: time.nullable(),
  continueTime: time.nullable(),
  pitches: z.number().int().min(1).max(MAX_PITCHES),
};

export const dayOverrideSchema = z
  .object({
    date: isoDate,
    name: safeText({ max: 60 }).optional(),
    startTime: dayTimesShape.startTime.optional(),
    latestGame: dayTimesShape.latestGame.optional(),
    maxPlaytime: dayTimesShape.maxPlaytime.optional(),
    gameTime: dayTimesShape.gameTime.optional(),
    halfTime: dayTimesShape.halfTime.optional(),
    gameGap: dayTimesShape.gameGap.optional(),
    noGameFrom: dayTimesShape.noGameFrom.optional(),
    noGameTo: dayTimesShape.noGameTo.optional(),
    continueTime: dayTimesShape.continueTime.optional(),
    pitches: dayTimesShape.pitches.optional(),
  })
  .strict()
  .meta({ id: 'DayOverride' });

/**
 * The core's `ScheduleSettings` without `dateFrom`/`dateTo` (those are the
 * tournament's own fields). Rules across fields (max playtime above game
 * time, the break in order, …) are `validateScheduleSettings`'s: the server
 * answers 400 `INVALID_SETTINGS` with one field code per issue.
 */
export const scheduleSettingsSchema = z
  .object({
    ...dayTimesShape,
    noGameFrom: dayTimesShape.noGameFrom.default(null),
    noGameTo: dayTimesShape.noGameTo.default(null),
    continueTime: dayTimesShape.continueTime.default(null),
    pitches: dayTimesShape.pitches.optional(),
    eliminationStartTime: time.nullable().default(null),
    eliminationGameTime: minutes.min(1).nullable().default(null),
    eliminationStartNextDay: z.boolean().default(false),
    minRest: minutes.optional(),
    dayOverrides: z.array(dayOverrideSchema).max(MAX_TOURNAMENT_DAYS).optional(),
  })
  .strict()
  .meta({ id: 'ScheduleSettings' });

export type TournamentSettings = z.infer<typeof scheduleSettingsSchema>;

const tournamentName = /* @__PURE__ */ safeText({ min: 1, max: 120 });
const optionalText = /* @__PURE__ */ safeText({ max: 120 }).nullable().optional();

export const createTournamentSchema = z
  .object({
    name: tournamentName,
    type: tournamentTypeSchema,
    dateFrom: isoDate,
    dateTo: isoDate,
    location: optionalText,
    title: optionalText,
    tieBreak: tieBreakSchema.default('FIFA'),
    settings: scheduleSettingsSchema,
    wildcards: formatShape.wildcards.default(null),
    thirdPlaceGame: formatShape.thirdPlaceGame.default(false),
    placementGames: formatShape.placementGames.default(false),
    thirdPlaceShootoutKicks: formatShape.thirdPlaceShootoutKicks.default(null),
    playoffs: formatShape.playoffs.default(null),
    legs: formatShape.legs.default(1),
    /** The tournament is a division of this event (decision 450): its dates must lie inside the event's. */
    eventId: resourceIdSchema.optional(),
    /** The division's age class label ('U9'); only with `eventId`. */
    ageClass: safeText({ min: 1, max: 30 }).optional(),
  })
  .strict()
  .meta({ id: 'CreateTournament' });

export type CreateTournament = z.infer<typeof createTournamentSchema>;

export const updateTournamentSchema = z
  .object({
    /** The version you read; 409 `CONFLICT` when someone changed the tournament since. */
    version: z.number().int().min(1),
    name: tournamentName.optional(),
    type: tournamentTypeSchema.optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    location: optionalText,
    title: optionalText,
    tieBreak: tieBreakSchema.optional(),
    /** Replaces all settings. */
    settings: scheduleSettingsSchema.optional(),
    wildcards: formatShape.wildcards.optional(),
    thirdPlaceGame: formatShape.thirdPlaceGame.optional(),
    placementGames: formatShape.placementGames.optional(),
    thirdPlaceShootoutKicks: formatShape.thirdPlaceShootoutKicks.optional(),
    playoffs: formatShape.playoffs.optional(),
    legs: formatShape.legs.optional(),
  })
  .strict()
  .meta({ id: 'UpdateTournament' });

export type UpdateTournament = z.infer<typeof updateTournamentSchema>;

export const tournamentTeamSchema = z
  .object({
    id: z.string(),
    /** Null when the club was deleted: the team keeps its name and its results (decision 021). */
    clubId: z.string().nullable(),
    name: z.string(),
    /**
     * The entering club's name, for the start list: shown to everyone who may
     * view the tournament, whatever their level (the entry is public within
     * the tournament). Null when the club was deleted.
     */
    clubName: z.string().nullable(),
    /** The pot the draw takes the team from (1 = the first), or null: drawn after every pot (decision 443). */
    pot: z.number().int().nullable(),
  })
  .meta({ id: 'TournamentTeam' });

export type TournamentTeam = z.infer<typeof tournamentTeamSchema>;

export const tournamentGroupSchema = z
  .object({ name: z.string(), advancement: advancementSchema, teamIds: z.array(z.string()) })
  .meta({ id: 'TournamentGroup' });

export const tournamentSchema = z
  .object({
    id: z.string(),
    /** Increases with every change to the tournament, its teams, groups or schedule. */
    version: z.number().int(),
    name: z.string(),
    title: z.string().nullable(),
    location: z.string().nullable(),
    type: tournamentTypeSchema,
    dateFrom: z.string(),
    dateTo: z.string(),
    tieBreak: tieBreakSchema,
    settings: scheduleSettingsSchema,
    teams: z.array(tournamentTeamSchema),
    groups: z.array(tournamentGroupSchema),
    /** Games stored for the tournament (0 until a schedule is generated). */
    gameCount: z.number().int(),
    ...formatShape,
  })
  .meta({ id: 'Tournament' });

export type Tournament = z.infer<typeof tournamentSchema>;

export const listTournamentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TOURNAMENTS_PAGE_MAX).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
// No `.meta({ id })` on query schemas: @fastify/swagger cannot expand a $ref into query parameters.

export const tournamentListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: tournamentTypeSchema,
    dateFrom: z.string(),
    dateTo: z.string(),
    location: z.string().nullable(),
    /** Only for a signed-in caller: whether they follow it. */
    followed: z.boolean().optional(),
    /** Teams entered so far (the hub shows it with dates, place and type). */
    teamCount: z.number().int().optional(),
    /** A game is being played now: the hub lists it as running whatever its dates say. */
    live: z.boolean().optional(),
  })
  .meta({ id: 'TournamentListItem' });

export const tournamentListSchema = z
  .object({ items: z.array(tournamentListItemSchema), total: z.number().int() })
  .meta({ id: 'TournamentList' });

export type TournamentList = z.infer<typeof tournamentListSchema>;

export const addTeamSchema = z
  .object({
    clubId: resourceIdSchema,
    /** Defaults to the club's name ("<club> 2", "<club> 3", … when that is taken). */
    name: safeText({ min: 1, max: 120 }).optional(),
  })
  .strict()
  .meta({ id: 'AddTeam' });

export type AddTeam = z.infer<typeof addTeamSchema>;

export const putGroupsSchema = z
  .object({
    version: z.number().int().min(1),
    groups: z
      .array(
        z
          .object({
            /** Empty names are refused with `GROUP_NAME_EMPTY` (validateGroups), not here. */
            name: safeText({ max: 60 }),
            advancement: advancementSchema,
            teamIds: z.array(resourceIdSchema).max(MAX_TEAMS_PER_TOURNAMENT),
          })
          .strict(),
      )
      .max(MAX_GROUPS_PER_TOURNAMENT),
  })
  .strict()
  .meta({ id: 'PutGroups' });

export type PutGroups = z.infer<typeof putGroupsSchema>;

export const teamParamsSchema = z.object({ id: resourceIdSchema, teamId: resourceIdSchema });

/** PATCH a team: its pot for the draw (null: no pot), with the tournament's version (decision 443). */
export const updateTeamSchema = z
  .object({
    version: z.number().int().min(1),
    pot: z.number().int().min(1).max(MAX_POTS).nullable(),
  })
  .strict()
  .meta({ id: 'UpdateTeam' });

export type UpdateTeam = z.infer<typeof updateTeamSchema>;

/** A seed of the draw: six digits read out and typed again; any integer up to 2^31. */
export const drawSeedSchema = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);

/**
 * POST …/draw: a draw of the tournament's teams into `groupCount` groups from
 * their pots, keeping clubs (and, with `avoidCountry`, countries) apart. A
 * preview: nothing is stored; the groups route saves what the organiser keeps
 * (decision 443). Without a seed the server picks one and returns it.
 */
export const drawRequestSchema = z
  .object({
    groupCount: z.number().int().min(1).max(MAX_GROUPS_PER_TOURNAMENT),
    seed: drawSeedSchema.optional(),
    avoidCountry: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'DrawRequest' });

export type DrawRequest = z.infer<typeof drawRequestSchema>;

export const drawPreviewSchema = z
  .object({
    seed: z.number().int(),
    /** Team ids per group, the first pot's team first. */
    groups: z.array(z.object({ teamIds: z.array(z.string()) })),
    /** What the pots did not allow to keep apart: a club (id) or a country (ISO code) with more than one team in a group (index). */
    conflicts: z.array(
      z.object({
        group: z.number().int(),
        kind: z.enum(['club', 'country']),
        key: z.string(),
        teamIds: z.array(z.string()),
      }),
    ),
    /** False when the search ran out of its budget before proving this the best draw the pots allow. */
    exact: z.boolean(),
  })
  .meta({ id: 'DrawPreview' });

export type DrawPreview = z.infer<typeof drawPreviewSchema>;

export const scheduleRequestSchema = z
  .object({
    /** Required (true) when running or finished games would be discarded. */
    confirm: z.boolean().optional(),
    /** Optional: the tournament version you read; 409 `CONFLICT` when stale. */
    version: z.number().int().min(1).optional(),
  })
  .strict()
  .meta({ id: 'ScheduleRequest' });

export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

export const scheduleProblemSchema = z
  .discriminatedUnion('code', [
    /** Games the scheduler could not place: they exist with `date`, `start` and `pitch` null. */
    z.object({ code: z.literal('NOT_ENOUGH_TIME'), leftOver: z.number().int(), gameIds: z.array(z.string()) }),
    /** Scouting pairs of two teams of the same club that could not be avoided. */
    z.object({ code: z.literal('SAME_CLUB_PAIRS'), count: z.number().int() }),
    /** First knockout games between two teams of the same group that could not be avoided. */
    z.object({ code: z.literal('SAME_GROUP_PAIRS'), count: z.number().int() }),
  ])
  .meta({ id: 'ScheduleProblem' });

export type ScheduleProblemBody = z.infer<typeof scheduleProblemSchema>;

export const scheduleResultSchema = z
  .object({
    games: z.number().int(),
    unscheduled: z.number().int(),
    problems: z.array(scheduleProblemSchema),
    /** The tournament's version after the schedule was written. */
    version: z.number().int(),
  })
  .meta({ id: 'ScheduleResult' });

export type ScheduleResponse = z.infer<typeof scheduleResultSchema>;

/** What regenerating throws away (core `regenerateImpact`). */
export const regenerateImpactSchema = z
  .object({
    running: z.number().int(),
    finished: z.number().int(),
    /** Ids of the running and finished games that would be discarded. */
    discardedGameIds: z.array(z.string()),
    /** Scheduled games that are replaced without losing a result. */
    replacedScheduled: z.number().int(),
    /** Clubs whose line-ups would stop being valid (line-ups arrive with game recording; empty until then). */
    affectedClubIds: z.array(z.string()),
  })
  .meta({ id: 'RegenerateImpact' });

export type RegenerateImpactBody = z.infer<typeof regenerateImpactSchema>;

const errorShape = z.object({ code: z.string(), message: z.string() });

/** 409 `REGENERATE_NEEDS_CONFIRMATION`: the coded error plus the impact, to ask the person. */
export const regenerateConfirmationSchema = z
  .object({ error: errorShape, impact: regenerateImpactSchema })
  .meta({ id: 'RegenerateConfirmation' });

export const gameTeamSchema = z.object({ id: z.string(), name: z.string() });

export const gameSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    /** `main`: scouting and round robin; `group` and `knockout`: group stage. */
    phase: z.enum(GAME_PHASES),
    group: z.string().nullable(),
    round: z.number().int(),
    /** Null: a knockout slot whose team is not known yet. */
    team1: gameTeamSchema.nullable(),
    team2: gameTeamSchema.nullable(),
    /** Null while the game is not placed (see the `NOT_ENOUGH_TIME` problem). */
    date: z.string().nullable(),
    start: z.number().int().nullable(),
    end: z.number().int().nullable(),
    pitch: z.number().int().nullable(),
    status: z.enum(GAME_STATUSES),
    goals1: z.number().int(),
    goals2: z.number().int(),
    shootout: z.object({ goals1: z.number().int(), goals2: z.number().int() }).nullable(),
    /**
     * Recording (decision 022): the current period ('firstHalf', 'halfTime', 'secondHalf',
     * 'shootout', 'fullTime'; contracts/game-events.ts) and when it began (ISO, server
     * time, so every client shows the same running clock). Null before the start.
     */
    period: z.enum(['firstHalf', 'halfTime', 'secondHalf', 'shootout', 'fullTime']).nullable().optional(),
    periodStartedAt: z.string().nullable().optional(),
  })
  .meta({ id: 'Game' });

export type Game = z.infer<typeof gameSchema>;

/**
 * Moving a game by hand: all three of `date`, `start`, `pitch`, or all three
 * null to take it off the schedule. A move that creates conflicts is refused
 * with 409 `GAME_MOVE_NEEDS_CONFIRMATION` and the warnings, unless `confirm`
 * is true (decision 021).
 */
export const moveGameSchema = z
  .object({
    version: z.number().int().min(1),
    date: isoDate.nullable(),
    start: time.nullable(),
    pitch: z.number().int().min(1).max(MAX_PITCHES).nullable(),
    confirm: z.boolean().optional(),
  })
  .strict()
  .refine(
    (move) =>
      [move.date, move.start, move.pitch].every((v) => v === null) ||
      [move.date, move.start, move.pitch].every((v) => v !== null),
    {
      message: 'date, start and pitch are set together',
      path: ['date'],
    },
  )
  .meta({ id: 'MoveGame' });

export type MoveGame = z.infer<typeof moveGameSchema>;

/** A conflict a hand-made placement creates (core `PlacementWarning`). */
export const placementWarningSchema = z
  .discriminatedUnion('code', [
    z.object({ code: z.literal('TEAM_DOUBLE_BOOKED'), teamId: z.string(), gameId: z.string() }),
    z.object({ code: z.literal('PITCH_OCCUPIED'), gameId: z.string() }),
    z.object({
      code: z.literal('REST_TOO_SHORT'),
      teamId: z.string(),
      gameId: z.string(),
      rest: z.number().int(),
      minRest: z.number().int(),
    }),
    z.object({ code: z.literal('BEFORE_DAY_START'), startTime: z.number().int() }),
    z.object({ code: z.literal('AFTER_LATEST_GAME'), latestGame: z.number().int() }),
    z.object({ code: z.literal('IN_BREAK'), noGameFrom: z.number().int(), resume: z.number().int() }),
    z.object({
      code: z.literal('MAX_PLAYTIME_EXCEEDED'),
      playMinutes: z.number().int(),
      maxPlaytime: z.number().int(),
    }),
    // An event's division (decision 467): a pitch its restrictions leave out that day, and a team of a club
    // kept apart whose other team (in any division) plays at an overlapping time.
    z.object({ code: z.literal('PITCH_NOT_ALLOWED'), pitch: z.number().int(), date: z.string() }),
    z.object({ code: z.literal('CLUB_KEPT_APART'), teamId: z.string(), gameId: z.string() }),
  ])
  .meta({ id: 'PlacementWarning' });

export type PlacementWarningBody = z.infer<typeof placementWarningSchema>;

/** The open conflicts of one placed game where it stands now (decision 421). */
export const gameConflictsSchema = z
  .object({ gameId: z.string(), warnings: z.array(placementWarningSchema) })
  .meta({ id: 'GameConflicts' });

export type GameConflicts = z.infer<typeof gameConflictsSchema>;

/**
 * Every game, and every open conflict of the schedule: a game listed in
 * `conflicts` stands where a move there would warn (decision 421); games
 * without a conflict are not listed.
 */
export const gameListSchema = z
  .object({ items: z.array(gameSchema), conflicts: z.array(gameConflictsSchema) })
  .meta({ id: 'GameList' });

export type GameList = z.infer<typeof gameListSchema>;

export const movedGameSchema = z
  .object({ game: gameSchema, warnings: z.array(placementWarningSchema) })
  .meta({ id: 'MovedGame' });

export type MovedGame = z.infer<typeof movedGameSchema>;

/** 409 `GAME_MOVE_NEEDS_CONFIRMATION`: the coded error plus the warnings; send again with `confirm: true`. */
export const moveConfirmationSchema = z
  .object({ error: errorShape, warnings: z.array(placementWarningSchema) })
  .meta({ id: 'MoveConfirmation' });

export const followSchema = z.object({ followed: z.boolean() }).meta({ id: 'Follow' });
