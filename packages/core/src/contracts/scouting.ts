import { z } from 'zod';
import { SKILLS, type Skill } from '../scouting/skills.js';
import { resourceIdSchema } from './params.js';

/**
 * The scout at the tournament (docs/product/scouting-at-tournaments.md,
 * decisions 430–434): the scouting report, "my tournament day" and the
 * scouting plan.
 */

const skillAverage = z.object({ average: z.number(), count: z.number().int() });
const skillAverages = z.object(
  Object.fromEntries(SKILLS.map((s) => [s, skillAverage.optional()])) as Record<
    Skill,
    z.ZodOptional<typeof skillAverage>
  >,
);

/** GET /api/tournaments/{id}/scouting: every player rated at the tournament's games the caller may see. */
export const scoutingReportSchema = z
  .object({
    players: z.array(
      z.object({
        player: z.object({
          id: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          /** The back number of the player's last line-up at this tournament, else the player's default. */
          backNumber: z.number().int().nullable(),
          clubId: z.string().nullable(),
          position: z.string().nullable(),
        }),
        count: z.number().int(),
        globalAverage: z.number(),
        skills: skillAverages,
      }),
    ),
  })
  .meta({ id: 'ScoutingReport' });

export type ScoutingReport = z.infer<typeof scoutingReportSchema>;

const planAssignment = z.object({
  userId: z.string(),
  displayName: z.string().nullable(),
  gameIds: z.array(z.string()),
});

/** GET /api/tournaments/{id}/scouting-plan: levels 0–1 the whole plan, level 2 its own assignments. */
export const scoutingPlanSchema = z
  .object({
    /** 0 before the first save; PUT sends it back and gets 409 `CONFLICT` when someone saved since. */
    version: z.number().int(),
    assignments: z.array(planAssignment),
    /** Editors only (levels 0–1): the accounts that can be assigned (levels 0–2). */
    scouts: z
      .array(z.object({ userId: z.string(), displayName: z.string().nullable(), level: z.number().int() }))
      .optional(),
    /** Editors only: the games with watchlist players, for the coverage warnings. */
    watchlistGameIds: z.array(z.string()).optional(),
  })
  .meta({ id: 'ScoutingPlan' });

export type ScoutingPlan = z.infer<typeof scoutingPlanSchema>;

export const MAX_PLAN_ASSIGNMENTS = 200;
export const MAX_PLAN_GAMES_PER_SCOUT = 500;

export const updateScoutingPlanSchema = z
  .object({
    version: z.number().int().min(0),
    assignments: z
      .array(
        z
          .object({
            userId: resourceIdSchema,
            gameIds: z.array(resourceIdSchema).max(MAX_PLAN_GAMES_PER_SCOUT),
          })
          .strict(),
      )
      .max(MAX_PLAN_ASSIGNMENTS),
  })
  .strict()
  .meta({ id: 'UpdateScoutingPlan' });

export type UpdateScoutingPlan = z.infer<typeof updateScoutingPlanSchema>;

/** GET /api/tournaments/{id}/scouting-plan/suggestion: core `suggestPlan` over the chosen scouts. */
export const scoutingSuggestionSchema = z
  .object({
    assignments: z.array(planAssignment),
    /** Games with watchlist players the suggestion covers, and how many there are. */
    covered: z.number().int(),
    wanted: z.number().int(),
  })
  .meta({ id: 'ScoutingSuggestion' });

export type ScoutingSuggestion = z.infer<typeof scoutingSuggestionSchema>;

const dayPlayer = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  backNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  /** Personal details: false unless the caller may see this player's details. */
  watchlist: z.boolean(),
  /** The caller rated this player at this tournament (own ratings, as "my ratings" shows them). */
  ratedByMe: z.boolean(),
  /** The caller may rate this player. */
  canRate: z.boolean(),
});

/** GET /api/tournaments/{id}/scouting-day: "my tournament day", games in time order, my assignments first. */
export const scoutingDaySchema = z
  .object({
    tournament: z.object({ id: z.string(), name: z.string() }),
    games: z.array(
      z.object({
        id: z.string(),
        date: z.string().nullable(),
        start: z.number().int().nullable(),
        end: z.number().int().nullable(),
        pitch: z.number().int().nullable(),
        status: z.string(),
        assignedToMe: z.boolean(),
        sides: z.array(
          z.object({
            team: z.object({ id: z.string(), name: z.string() }).nullable(),
            /** True when the players come from the game's line-up, false when from the club's roster. */
            fromLineup: z.boolean(),
            players: z.array(dayPlayer),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'ScoutingDay' });

export type ScoutingDay = z.infer<typeof scoutingDaySchema>;
export type ScoutingDayGame = ScoutingDay['games'][number];
export type ScoutingDayPlayer = z.infer<typeof dayPlayer>;
