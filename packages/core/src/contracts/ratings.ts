import { z } from 'zod';
import { MAX_SCORE, MIN_SCORE, SKILLS, type Skill } from '../scouting/skills.js';
import { resourceIdSchema } from './params.js';
import { safeText } from './text.js';

const score = z.number().int().min(MIN_SCORE).max(MAX_SCORE);
const scoresShape = /* @__PURE__ */ Object.fromEntries(SKILLS.map((skill) => [skill, score.optional()])) as Record<
  Skill,
  z.ZodOptional<typeof score>
>;

export const createRatingSchema = z
  .object({
    /**
     * Chosen by the client (decision 431): the same id sent again by the same
     * author for the same player stores nothing new and answers the stored
     * rating (200); by anyone else, or for another player, 409 `RATING_ID_REUSED`.
     */
    id: z.uuid().optional(),
    /**
     * The game the player was watched in, if any: the player must belong to a
     * team of that game (its club's team, or a line-up of the game), otherwise
     * 400 `RATING_GAME_MISMATCH`. Only ratings made at a tournament's games count
     * in that tournament's anonymised metrics (decision 340).
     */
    gameId: resourceIdSchema.optional(),
    /** Any subset of the 21 skills, 1–10 each. */
    scores: z.object(scoresShape).strict().default({}),
    globalRating: score,
    note: safeText({ max: 2000, multiline: true }).optional(),
  })
  .strict()
  .meta({ id: 'CreateRating' });

export type CreateRating = z.infer<typeof createRatingSchema>;

/** The game a rating was made at, as every read of the rating shows it (decision 431). */
export const ratingGameSchema = z
  .object({
    id: z.string(),
    tournamentId: z.string(),
    tournamentName: z.string(),
    team1Name: z.string().nullable(),
    team2Name: z.string().nullable(),
    date: z.string().nullable(),
    /** Kick-off, minutes after midnight. */
    start: z.number().int().nullable(),
  })
  .meta({ id: 'RatingGame' });

export type RatingGame = z.infer<typeof ratingGameSchema>;

export const ratingSchema = z
  .object({
    id: z.string(),
    playerId: z.string(),
    /** The game the rating was made at, or null (decision 340). */
    gameId: z.string().nullable(),
    /** That game with its tournament, teams, date and kick-off, or null. */
    game: ratingGameSchema.nullable(),
    createdAt: z.string(),
    scores: z.object(scoresShape),
    globalRating: z.number().int(),
    note: z.string().nullable(),
    /**
     * The author, only for callers allowed to see who wrote it (see
     * docs/product/ratings.md); `deleted: true` when the author deleted their account (docs/product/privacy.md).
     */
    author: z
      .object({ id: z.string().nullable(), displayName: z.string().nullable(), deleted: z.boolean() })
      .optional(),
  })
  .meta({ id: 'Rating' });

export type Rating = z.infer<typeof ratingSchema>;

const skillAverage = z.object({ average: z.number(), count: z.number().int() });

export const playerRatingsSchema = z
  .object({
    items: z.array(ratingSchema),
    summary: z.object({
      count: z.number().int(),
      globalAverage: z.number().nullable(),
      skills: z.object(
        Object.fromEntries(SKILLS.map((s) => [s, skillAverage.optional()])) as Record<
          Skill,
          z.ZodOptional<typeof skillAverage>
        >,
      ),
      /** Global rating per report over time, oldest first (docs/product/ratings.md: the trend). */
      trend: z.array(z.object({ date: z.string(), globalRating: z.number().int() })),
    }),
  })
  .meta({ id: 'PlayerRatings' });

export type PlayerRatings = z.infer<typeof playerRatingsSchema>;

/** The ratings list (/PlayerRating): one row per rated player the caller may see details of. */
export const ratingsOverviewSchema = z
  .object({
    items: z.array(
      z.object({
        player: z.object({
          id: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          nationality: z.string().nullable(),
          position: z.string().nullable(),
        }),
        count: z.number().int(),
        globalAverage: z.number(),
        skills: z.object(
          Object.fromEntries(SKILLS.map((s) => [s, skillAverage.optional()])) as Record<
            Skill,
            z.ZodOptional<typeof skillAverage>
          >,
        ),
      }),
    ),
    total: z.number().int(),
  })
  .meta({ id: 'RatingsOverview' });

export type RatingsOverview = z.infer<typeof ratingsOverviewSchema>;

export const myRatingsSchema = z
  .object({
    items: z.array(
      ratingSchema.extend({ player: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }) }),
    ),
  })
  .meta({ id: 'MyRatings' });

export type MyRatings = z.infer<typeof myRatingsSchema>;
