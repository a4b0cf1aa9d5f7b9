import { z } from 'zod';
import { POSITIONS } from '../scouting/positions.js';
import { SKILLS } from '../scouting/skills.js';
import { GAME_PHASES, GAME_STATUSES, gameTeamSchema } from './tournaments.js';

/**
 * Tournament statistics (decision 024): the leaderboard, game
 * statistics, anonymised metrics and the player card's "Tournaments" section.
 */

/** Rows per leaderboard list (top scorers, cards). */
export const LEADERBOARD_SIZE = 20;
/** A metrics group (position × skill) with fewer distinct players is not shown (docs/product/personal-details.md). */
export const METRICS_MIN_GROUP_SIZE = 5;
/**
 * Metric averages are rounded to this step. Rounding is no defence against
 * differencing (decision 340: a release that moves with its inputs is a
 * threshold oracle however it is rounded); it only keeps the one release coarse.
 */
export const METRICS_AVERAGE_STEP = 0.5;
/** Tournaments listed on a player's card, newest first. */
export const PLAYER_TOURNAMENTS_MAX = 50;

export const cardTallySchema = z
  .object({ yellow: z.number().int(), secondYellow: z.number().int(), red: z.number().int() })
  .meta({ id: 'CardTally' });

export type CardTally = z.infer<typeof cardTallySchema>;

/**
 * One player on the leaderboard: back number, name and club only (docs/product/personal-details.md).
 * `playerId` only for callers who may open the player's card (levels 0–3), so they can link to it.
 */
export const leaderboardEntrySchema = z
  .object({
    playerId: z.string().optional(),
    backNumber: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    /** The name of the club the player was recorded for (the team's club), null once deleted. */
    club: z.string().nullable(),
    goals: z.number().int(),
    cards: cardTallySchema,
  })
  .meta({ id: 'LeaderboardEntry' });

export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z
  .object({
    /** Most goals first, at most LEADERBOARD_SIZE. */
    scorers: z.array(leaderboardEntrySchema),
    /** Most cards first (red, then second yellow, then yellow), at most LEADERBOARD_SIZE. */
    cards: z.array(leaderboardEntrySchema),
  })
  .meta({ id: 'Leaderboard' });

export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const gameStatsSchema = z
  .object({
    gameId: z.string(),
    phase: z.enum(GAME_PHASES),
    group: z.string().nullable(),
    round: z.number().int(),
    team1: gameTeamSchema.nullable(),
    team2: gameTeamSchema.nullable(),
    status: z.enum(GAME_STATUSES),
    goals1: z.number().int(),
    goals2: z.number().int(),
    shootout: z.object({ goals1: z.number().int(), goals2: z.number().int() }).nullable(),
    cards1: cardTallySchema,
    cards2: cardTallySchema,
  })
  .meta({ id: 'GameStats' });

export type GameStats = z.infer<typeof gameStatsSchema>;

export const phaseStatsSchema = z
  .object({
    phase: z.enum(GAME_PHASES),
    /** Finished games. */
    games: z.number().int(),
    goals: z.number().int(),
    /** Goals per finished game, one decimal; 0 without games. */
    goalsPerGame: z.number(),
    wins1: z.number().int(),
    draws: z.number().int(),
    wins2: z.number().int(),
    shootouts: z.number().int(),
    cards: cardTallySchema,
  })
  .meta({ id: 'PhaseStats' });

export type PhaseStats = z.infer<typeof phaseStatsSchema>;

export const tournamentStatsSchema = z
  .object({
    /** Every finished game together (the phases added up). */
    totals: phaseStatsSchema.omit({ phase: true }),
    /** Per phase that has games, in the order of GAME_PHASES. */
    byPhase: z.array(phaseStatsSchema),
    /** Running and finished games, in schedule order. */
    games: z.array(gameStatsSchema),
  })
  .meta({ id: 'TournamentStats' });

export type TournamentStats = z.infer<typeof tournamentStatsSchema>;

export const metricSkillSchema = z
  .object({
    skill: z.enum(SKILLS),
    /** Mean over players of each player's mean score at the tournament, rounded to METRICS_AVERAGE_STEP. */
    average: z.number(),
  })
  .meta({ id: 'MetricSkill' });

export const metricPositionSchema = z
  .object({
    position: z.enum(POSITIONS),
    /** Skills with at least METRICS_MIN_GROUP_SIZE rated players of this position; the others are left out. */
    skills: z.array(metricSkillSchema),
  })
  .meta({ id: 'MetricPosition' });

/**
 * Anonymised aggregated metrics (docs/product/personal-details.md, decisions 024 and 340): average
 * rating per skill per main position over the ratings made at the tournament's
 * games. Never names a player, never shows a group under METRICS_MIN_GROUP_SIZE,
 * no counts. Released once, when the tournament is over (every game finished,
 * or its last day has passed everywhere), and never recomputed; before that the
 * answer is `pending`, which the web app shows as "the metrics appear once the
 * tournament is over".
 */
export const tournamentMetricsPendingSchema = z
  .object({
    state: z.literal('pending'),
    minGroupSize: z.number().int(),
    averageStep: z.number(),
  })
  .meta({ id: 'TournamentMetricsPending' });

export const tournamentMetricsReleasedSchema = z
  .object({
    state: z.literal('released'),
    /** When the metrics were computed and stored: the first read after the tournament was over. */
    releasedAt: z.string(),
    minGroupSize: z.number().int(),
    averageStep: z.number(),
    positions: z.array(metricPositionSchema),
  })
  .meta({ id: 'TournamentMetricsReleased' });

export const tournamentMetricsSchema = z
  .discriminatedUnion('state', [tournamentMetricsPendingSchema, tournamentMetricsReleasedSchema])
  .meta({ id: 'TournamentMetrics' });

export type TournamentMetrics = z.infer<typeof tournamentMetricsSchema>;
export type ReleasedTournamentMetrics = z.infer<typeof tournamentMetricsReleasedSchema>;

export const playerTournamentGameSchema = z
  .object({
    gameId: z.string(),
    phase: z.enum(GAME_PHASES),
    group: z.string().nullable(),
    round: z.number().int(),
    date: z.string().nullable(),
    status: z.enum(GAME_STATUSES),
    /** The team the player was recorded for, and its opponent. */
    team: gameTeamSchema.nullable(),
    opponent: gameTeamSchema.nullable(),
    goalsFor: z.number().int(),
    goalsAgainst: z.number().int(),
    /** The player's own goals and cards in this game. */
    goals: z.number().int(),
    cards: cardTallySchema,
  })
  .meta({ id: 'PlayerTournamentGame' });

export const playerTournamentSchema = z
  .object({
    tournamentId: z.string(),
    name: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
    games: z.array(playerTournamentGameSchema),
    goals: z.number().int(),
    cards: cardTallySchema,
  })
  .meta({ id: 'PlayerTournament' });

export type PlayerTournament = z.infer<typeof playerTournamentSchema>;

/** The player card's "Tournaments" section: games in which the player has a recorded goal or card. */
export const playerTournamentsSchema = z
  .object({ items: z.array(playerTournamentSchema) })
  .meta({ id: 'PlayerTournaments' });

export type PlayerTournaments = z.infer<typeof playerTournamentsSchema>;
