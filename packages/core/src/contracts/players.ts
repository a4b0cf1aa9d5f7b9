import { z } from 'zod';
import { ageOn } from '../scouting/age.js';
import { FEET, MAX_HEIGHT_CM, POSITIONS } from '../scouting/positions.js';
import { countryCodeSchema } from './clubs.js';
import { resourceIdSchema } from './params.js';
import { safeText } from './text.js';
import type { PlayerField } from './player-fields.js';

const isoDate = z.iso.date();
const position = z.enum(POSITIONS);

/**
 * What every caller who may see a player at all receives (docs/product/personal-details.md: back
 * number, name, position), plus the club and the version for editing.
 */
export const playerSummarySchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    clubId: z.string().nullable(),
    position: position.nullable(),
    sidePositions: z.array(position),
    backNumberDefault: z.number().int().nullable(),
    /** The organisation's network flag (shown as "<ORG_NAME> player"); not a personal detail (docs/product/personal-details.md). */
    networkPlayer: z.boolean(),
    /**
     * Send it back to change the player (409 when stale). It counts every
     * edit, hidden details included, so it is 0 (versions start at 1) when
     * `detailsVisible` is false: only callers who see the details can edit.
     */
    version: z.number().int(),
    /** True when the personal details below are included for this caller. */
    detailsVisible: z.boolean(),
  })
  .meta({ id: 'PlayerSummary' });

/** Personal details (docs/product/personal-details.md), sent only to callers allowed to see them. */
export const playerDetailsSchema = z.object({
  birthday: isoDate.nullable(),
  foot: z.enum(FEET).nullable(),
  nationality: z.string().nullable(),
  height: z.number().int().nullable(),
  watchlist: z.boolean(),
  valueEur: z.number().int().nullable(),
  targetLeague: z.string().nullable(),
  /** `/api/media/players/<file>.webp`, or null without a photo. */
  photoUrl: z.string().nullable(),
  videoCount: z.number().int(),
});

/** A player as a caller sees it: the summary, and the details when visible. */
export const playerSchema = /* @__PURE__ */ playerSummarySchema
  .extend(playerDetailsSchema.partial().shape)
  .meta({ id: 'Player' });

export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;
export type Player = z.infer<typeof playerSchema>;

/** A player's first or last name, in characters (the form's limit too). */
export const MAX_PLAYER_NAME_LENGTH = 80;

const name = /* @__PURE__ */ safeText({ min: 1, max: MAX_PLAYER_NAME_LENGTH });

/** Ages a stored birthday may give on the day it is written (decision 014): youth and senior players. */
export const PLAYER_AGE_MIN = 3;
export const PLAYER_AGE_MAX = 60;

/**
 * Where `birthday` (YYYY-MM-DD) stands against the plausible ages on `today`:
 * `late` — in the future or younger than PLAYER_AGE_MIN; `early` — older than
 * PLAYER_AGE_MAX; `ok` otherwise. Pure: the caller passes the day.
 */
export function birthdayPlausibility(birthday: string, today: string): 'ok' | 'early' | 'late' {
  if (birthday > today) return 'late';
  const age = ageOn(birthday, today);
  if (age < PLAYER_AGE_MIN) return 'late';
  if (age > PLAYER_AGE_MAX) return 'early';
  return 'ok';
}

/** Today in UTC, YYYY-MM-DD: the one clock read of the contracts, at validation time. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A birthday as a client writes it: an ISO date giving an age from
 * PLAYER_AGE_MIN to PLAYER_AGE_MAX today. Too late (future, too young) is
 * `too_big` (field code TOO_BIG), too early is `too_small` (TOO_SMALL).
 */
const birthday = /* @__PURE__ */ isoDate.superRefine((value, ctx) => {
  const verdict = birthdayPlausibility(value, todayUtc());
  if (verdict === 'late') {
    ctx.addIssue({ code: 'too_big', origin: 'date', maximum: PLAYER_AGE_MIN, inclusive: true, input: value });
  } else if (verdict === 'early') {
    ctx.addIssue({ code: 'too_small', origin: 'date', minimum: PLAYER_AGE_MAX, inclusive: true, input: value });
  }
});

/** Fields a client writes. Numbers must be numbers; height at most 230 cm. */
const playerFields = {
  firstName: name,
  lastName: name,
  birthday: birthday.nullable(),
  clubId: resourceIdSchema.nullable(),
  foot: z.enum(FEET).nullable(),
  backNumberDefault: z.number().int().min(0).max(999).nullable(),
  position: position.nullable(),
  sidePositions: z.array(position).max(POSITIONS.length),
  nationality: countryCodeSchema.nullable(),
  height: z.number().int().min(50).max(MAX_HEIGHT_CM).nullable(),
  watchlist: z.boolean(),
  networkPlayer: z.boolean(),
  valueEur: z.number().int().min(0).max(1_000_000_000).nullable(),
  targetLeague: safeText({ max: 120 }).nullable(),
} satisfies Record<PlayerField, z.ZodType>;

export const createPlayerSchema = z
  .object({
    ...playerFields,
    birthday: playerFields.birthday.optional(),
    clubId: playerFields.clubId.optional(),
    foot: playerFields.foot.optional(),
    backNumberDefault: playerFields.backNumberDefault.optional(),
    position: playerFields.position.optional(),
    sidePositions: playerFields.sidePositions.optional(),
    nationality: playerFields.nationality.optional(),
    height: playerFields.height.optional(),
    watchlist: playerFields.watchlist.optional(),
    networkPlayer: playerFields.networkPlayer.optional(),
    valueEur: playerFields.valueEur.optional(),
    targetLeague: playerFields.targetLeague.optional(),
  })
  .strict()
  .meta({ id: 'CreatePlayer' });

export type CreatePlayer = z.infer<typeof createPlayerSchema>;

/** A new player with every field set: what is stored for a `CreatePlayer`. */
export type NewPlayerValues = { [K in keyof CreatePlayer]-?: Exclude<CreatePlayer[K], undefined> };

/**
 * The one mapping of a new player (form or import row) to the values stored:
 * absent fields are null (flags false), side positions once each, known
 * positions only.
 */
export function newPlayerValues(input: CreatePlayer): NewPlayerValues {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    birthday: input.birthday ?? null,
    clubId: input.clubId ?? null,
    foot: input.foot ?? null,
    backNumberDefault: input.backNumberDefault ?? null,
    position: input.position ?? null,
    sidePositions: [...new Set(input.sidePositions ?? [])].filter((p) => (POSITIONS as readonly string[]).includes(p)),
    nationality: input.nationality ?? null,
    height: input.height ?? null,
    watchlist: input.watchlist ?? false,
    networkPlayer: input.networkPlayer ?? false,
    valueEur: input.valueEur ?? null,
    targetLeague: input.targetLeague ?? null,
  };
}

export const updatePlayerSchema = z
  .object({ ...playerFields, version: z.number().int().min(1) })
  .partial()
  .required({ version: true })
  .strict()
  .meta({ id: 'UpdatePlayer' });

export type UpdatePlayer = z.infer<typeof updatePlayerSchema>;

export const PLAYER_SORTS = ['name', '-name', 'age', '-age', 'position', '-position'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

/**
 * Does a list query filter or sort on a personal detail (docs/product/personal-details.md)? Then
 * its matches, order and total are as secret as the detail: see core's
 * `playerListScope`. Keep in step with listPlayersQuerySchema.
 */
export function listUsesPersonalDetails(query: {
  nationality?: string | undefined;
  watchlist?: boolean | undefined;
  sort?: PlayerSort | undefined;
}): boolean {
  return (
    query.nationality !== undefined || query.watchlist !== undefined || query.sort === 'age' || query.sort === '-age'
  );
}
export const PLAYERS_PAGE_MAX = 200;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listPlayersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  nationality: countryCodeSchema.optional(),
  /** Matches the main or a side position. */
  position: position.optional(),
  networkPlayer: flag.optional(),
  watchlist: flag.optional(),
  clubId: resourceIdSchema.optional(),
  /** Only players without a club (free players). */
  free: flag.optional(),
  sort: z.enum(PLAYER_SORTS).default('name'),
  limit: z.coerce.number().int().min(1).max(PLAYERS_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export type ListPlayersQuery = z.infer<typeof listPlayersQuerySchema>;

/** Free players (no club) assigned to one club at once. */
export const assignPlayersSchema = z
  .object({ playerIds: z.array(resourceIdSchema).min(1).max(500) })
  .strict()
  .meta({ id: 'AssignPlayers' });

export type AssignPlayers = z.infer<typeof assignPlayersSchema>;

export const playerListSchema = z
  .object({ items: z.array(playerSchema), total: z.number().int() })
  .meta({ id: 'PlayerList' });

export type PlayerList = z.infer<typeof playerListSchema>;
