import { z } from 'zod';
import { errorCodeSchema } from './errors.js';
import { SEPARATIONS, TIE_RESOLUTION_METHODS } from './standings-criteria.js';
import { resourceIdSchema } from './params.js';
import { safeText } from './text.js';

/**
 * Standings, tie resolutions, applying group results and the knockout bracket
 * (docs/product/tournaments.md "Standings", "Apply group results", "Knockout";
 * decision 023). Ids are the tournament's team and game ids.
 */

export const tieResolutionMethodSchema = z.enum(TIE_RESOLUTION_METHODS);

export const standingsRowSchema = z
  .object({
    teamId: z.string(),
    /** The team's name. */
    team: z.string(),
    /** Teams of an unresolved tie share the best position of their block. */
    position: z.number().int(),
    played: z.number().int(),
    won: z.number().int(),
    drawn: z.number().int(),
    lost: z.number().int(),
    goalsFor: z.number().int(),
    goalsAgainst: z.number().int(),
    goalDifference: z.number().int(),
    points: z.number().int(),
    /** Fair-play deduction points from the card events (fewer is better). */
    fairPlay: z.number().int(),
    /** The criterion that put this row above the next one; null for the last row and inside an open tie. */
    separatedBy: z.enum(SEPARATIONS).nullable(),
  })
  .meta({ id: 'StandingsRow' });

export const tieResolutionSchema = z
  .object({
    id: z.string(),
    /** The tied teams, as a set. */
    teamIds: z.array(z.string()),
    /** The order the resolution gives them, best first. */
    order: z.array(z.string()),
    /** The first of `order`. */
    winnerTeamId: z.string(),
    method: tieResolutionMethodSchema,
    /** The shootout score, e.g. '4–3'. */
    score: z.string().nullable(),
    note: z.string().nullable(),
    resolvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    resolvedAt: z.string(),
  })
  .meta({ id: 'TieResolution' });

export const standingsGroupSchema = z
  .object({
    /** '' for roundRobin and scouting, which have one table. */
    name: z.string(),
    rows: z.array(standingsRowSchema),
    /** Sets of teams level on every criterion that no resolution orders yet. */
    unresolvedTies: z.array(z.array(z.string())),
  })
  .meta({ id: 'StandingsGroup' });

/** One final place: its team once decided (null while open); `shared` when teams out in one round share it. */
export const finalPlaceSchema = z
  .object({ place: z.number().int(), teamId: z.string().nullable(), shared: z.boolean() })
  .meta({ id: 'FinalPlace' });

/** One team of the wildcard place, ranked across groups (core `rankWildcards`, decision 410). */
export const wildcardRankingRowSchema = z
  .object({
    teamId: z.string(),
    group: z.string(),
    /** Across groups; an open tie shares the best position of its block. */
    position: z.number().int(),
    /** Goes through on the current tables (false for every team of a tie across the cut). */
    advances: z.boolean(),
  })
  .meta({ id: 'WildcardRankingRow' });

export const wildcardStandingsSchema = z
  .object({
    place: z.number().int(),
    count: z.number().int(),
    ranking: z.array(wildcardRankingRowSchema),
  })
  .meta({ id: 'WildcardStandings' });

export const standingsSchema = z
  .object({
    tieBreak: z.enum(['FIFA', 'UEFA']),
    groups: z.array(standingsGroupSchema),
    /** The best teams of one place across groups; null without wildcards. */
    wildcards: wildcardStandingsSchema.nullable(),
    /**
     * The final standings once the knockout is played (decision 441): the
     * brackets' places in play-off order (A 1–8, B 9–16, …), then the teams in
     * no play-off by group position. Null for a tournament without a bracket.
     */
    places: z.array(finalPlaceSchema).nullable(),
    /** Every stored resolution, group ties and wildcard selections alike. */
    resolutions: z.array(tieResolutionSchema),
    /** The tournament's version: send it with a write. */
    version: z.number().int(),
  })
  .meta({ id: 'Standings' });

const teamIds = z.array(resourceIdSchema).min(2).max(64);

export const putTieResolutionSchema = z
  .object({
    /** The tournament version you read; 409 `CONFLICT` when stale. */
    version: z.number().int().min(1),
    /** Exactly the tied teams (a group's unresolved tie, or runners-up for `groupSelection`). */
    teamIds,
    method: tieResolutionMethodSchema,
    /** Who goes first. For two teams it is enough; a shootout without it is 400 `SHOOTOUT_WINNER_REQUIRED`. */
    winnerTeamId: resourceIdSchema.optional(),
    /** The whole order, best first; needed for more than two teams. */
    order: teamIds.optional(),
    score: safeText({ max: 20 }).optional(),
    note: safeText({ max: 500 }).optional(),
  })
  .meta({ id: 'PutTieResolution' });

export const tieResolutionSavedSchema = z
  .object({ resolution: tieResolutionSchema, version: z.number().int() })
  .meta({ id: 'TieResolutionSaved' });

export const versionQuerySchema = z.object({ version: z.coerce.number().int().min(1).optional() });

export const bracketSlotSchema = z
  .object({
    teamId: z.string().nullable(),
    /** The team's name while known. */
    team: z.string().nullable(),
    /** The team's group, once known. */
    group: z.string().nullable(),
    /** Where the team comes from. */
    source: z.union([
      z.object({ kind: z.literal('seed'), seed: z.number().int() }),
      z.object({ kind: z.literal('group'), group: z.string(), position: z.number().int() }),
      z.object({ kind: z.literal('wildcard'), rank: z.number().int() }),
      z.object({ kind: z.literal('winner'), gameId: z.string().nullable() }),
      /** The loser of a game plays on: third place and placement games. */
      z.object({ kind: z.literal('loser'), gameId: z.string().nullable() }),
    ]),
  })
  .meta({ id: 'BracketSlot' });

export const bracketGameSchema = z
  .object({
    /** The game's id (as in `/api/games/{id}`). */
    id: z.string(),
    round: z.number().int(),
    index: z.number().int(),
    slot1: bracketSlotSchema,
    slot2: bracketSlotSchema,
    status: z.enum(['scheduled', 'running', 'finished']),
    goals1: z.number().int(),
    goals2: z.number().int(),
    shootout: z.object({ goals1: z.number().int(), goals2: z.number().int() }).nullable(),
    winnerTeamId: z.string().nullable(),
    /** Where the winner goes; null for the final. */
    next: z.object({ gameId: z.string(), slot: z.union([z.literal(1), z.literal(2)]) }).nullable(),
    /** Where the loser goes (third place, placement games); null when the loser is out. */
    loserNext: z.object({ gameId: z.string(), slot: z.union([z.literal(1), z.literal(2)]) }).nullable(),
    /** The play-off the game belongs to: 0 = A (or the only bracket), 1 = B, … */
    playoff: z.number().int(),
    /** The best place the game's line decides within its play-off: 1 the main tree, 3 third place, 5 for 5th–8th, … */
    place: z.number().int(),
  })
  .meta({ id: 'BracketGame' });

/** One play-off's bracket shape (decision 412); `offset` + its places are the final places it decides. */
export const playoffBracketSchema = z
  .object({ size: z.number().int(), rounds: z.number().int(), entrants: z.number().int(), offset: z.number().int() })
  .meta({ id: 'PlayoffBracket' });

export const bracketSchema = z
  .object({
    /** Lines of the bracket: the next power of two of the entrants. */
    size: z.number().int(),
    rounds: z.number().int(),
    /** Every knockout game of every play-off (`playoff`, `place`); `size` and `rounds` are the first bracket's. */
    games: z.array(bracketGameSchema),
    /** Every play-off's bracket, A first (one element without play-offs; none without a bracket). */
    playoffs: z.array(playoffBracketSchema),
    /** First-round swaps in force. */
    swaps: z.number().int(),
    version: z.number().int(),
    /**
     * Slots holding a team that applying the group results now would replace
     * (a corrected group result changed who qualifies, decision 423); 0 when
     * the bracket is current or applying is blocked. Absent on apply and swap answers.
     */
    outdated: z.number().int().optional(),
    /**
     * The knockout's final ranking, best place first (core `bracketPlaces`,
     * decision 428): each place with its team once decided (null while open);
     * `shared` when several teams go out at the same stage (two 3rd places
     * without a third-place game). Absent on apply and swap answers.
     */
    places: z
      .array(
        z.object({
          place: z.number().int(),
          teamId: z.string().nullable(),
          team: z.string().nullable(),
          shared: z.boolean(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'Bracket' });

export const sameGroupWarningSchema = z
  .object({ code: z.literal('SAME_GROUP_REMATCH'), gameId: z.string(), group: z.string() })
  .meta({ id: 'SameGroupWarning' });

export const applyGroupResultsSchema = z
  .object({
    /** The tournament version you read; 409 `CONFLICT` when stale. */
    version: z.number().int().min(1).optional(),
    /** Who goes through when runners-up are level for a wildcard: the level teams, best first. */
    wildcardSelection: z.object({ teamIds, order: teamIds }).optional(),
  })
  .meta({ id: 'ApplyGroupResults' });

export const appliedGroupResultsSchema = z
  .object({
    bracket: bracketSchema,
    filledGroups: z.array(z.string()),
    openGroups: z.array(z.string()),
    /** Wildcard team ids, best first; null while a candidate group still plays. */
    wildcards: z.array(z.string()).nullable(),
    /** Slots whose team changed; 0 means "no changes". */
    changes: z.number().int(),
    warnings: z.array(sameGroupWarningSchema),
  })
  .meta({ id: 'AppliedGroupResults' });

/** The 409 of apply-group-results: the code plus what blocks it. */
export const applyBlockedSchema = z
  .object({
    error: z.object({ code: errorCodeSchema, message: z.string() }),
    ties: z.array(z.object({ group: z.string(), teamIds: z.array(z.string()) })).optional(),
    wildcardTies: z.array(z.array(z.string())).optional(),
    blockedBy: z.array(z.string()).optional(),
  })
  .meta({ id: 'ApplyGroupResultsBlocked' });

const slotRef = z.object({ gameId: resourceIdSchema, slot: z.union([z.literal(1), z.literal(2)]) });

export const bracketSwapSchema = z
  .object({
    version: z.number().int().min(1),
    a: slotRef,
    b: slotRef,
  })
  .meta({ id: 'BracketSwap' });

export const bracketSwappedSchema = z
  .object({ bracket: bracketSchema, warnings: z.array(sameGroupWarningSchema) })
  .meta({ id: 'BracketSwapped' });

export type StandingsRowBody = z.infer<typeof standingsRowSchema>;
export type StandingsGroup = z.infer<typeof standingsGroupSchema>;
export type Standings = z.infer<typeof standingsSchema>;
export type TieResolutionBody = z.infer<typeof tieResolutionSchema>;
export type PutTieResolution = z.infer<typeof putTieResolutionSchema>;
export type TieResolutionSaved = z.infer<typeof tieResolutionSavedSchema>;
export type BracketBody = z.infer<typeof bracketSchema>;
export type BracketGameBody = z.infer<typeof bracketGameSchema>;
export type FinalPlace = z.infer<typeof finalPlaceSchema>;
export type ApplyGroupResults = z.infer<typeof applyGroupResultsSchema>;
export type AppliedGroupResults = z.infer<typeof appliedGroupResultsSchema>;
export type ApplyBlocked = z.infer<typeof applyBlockedSchema>;
export type BracketSwap = z.infer<typeof bracketSwapSchema>;
export type BracketSwapped = z.infer<typeof bracketSwappedSchema>;
