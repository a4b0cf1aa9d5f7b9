import { z } from 'zod';
import { FEET, MAX_HEIGHT_CM, POSITIONS } from '../scouting/positions.js';
import { countryCodeSchema } from './clubs.js';

const isoDate = z.iso.date();
const position = z.enum(POSITIONS);

/**
 * What every caller who may see a player at all receives (PRODUCT.md §4: back
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
    /** The organisation's network flag (shown as "<ORG_NAME> player"); not a personal detail (PRODUCT.md §4). */
    networkPlayer: z.boolean(),
    version: z.number().int(),
    /** True when the personal details below are included for this caller. */
    detailsVisible: z.boolean(),
  })
  .meta({ id: 'PlayerSummary' });

/** Personal details (PRODUCT.md §4), sent only to callers allowed to see them. */
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
export const playerSchema = playerSummarySchema.extend(playerDetailsSchema.partial().shape).meta({ id: 'Player' });

export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;
export type Player = z.infer<typeof playerSchema>;

const name = z.string().trim().min(1).max(80);

/** Fields a client writes. Numbers must be numbers; height at most 230 cm. */
const playerFields = {
  firstName: name,
  lastName: name,
  birthday: isoDate.nullable(),
  clubId: z.string().min(1).nullable(),
  foot: z.enum(FEET).nullable(),
  backNumberDefault: z.number().int().min(0).max(999).nullable(),
  position: position.nullable(),
  sidePositions: z.array(position).max(POSITIONS.length),
  nationality: countryCodeSchema.nullable(),
  height: z.number().int().min(50).max(MAX_HEIGHT_CM).nullable(),
  watchlist: z.boolean(),
  networkPlayer: z.boolean(),
  valueEur: z.number().int().min(0).max(1_000_000_000).nullable(),
  targetLeague: z.string().trim().max(120).nullable(),
};

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

export const updatePlayerSchema = z
  .object({ ...playerFields, version: z.number().int().min(1) })
  .partial()
  .required({ version: true })
  .strict()
  .meta({ id: 'UpdatePlayer' });

export type UpdatePlayer = z.infer<typeof updatePlayerSchema>;

export const PLAYER_SORTS = ['name', '-name', 'age', '-age', 'position', '-position'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const PLAYERS_PAGE_MAX = 200;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listPlayersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  nationality: countryCodeSchema.optional(),
  /** Matches the main or a side position. */
  position: position.optional(),
  networkPlayer: flag.optional(),
  watchlist: flag.optional(),
  clubId: z.string().min(1).optional(),
  /** Only players without a club (free players). */
  free: flag.optional(),
  sort: z.enum(PLAYER_SORTS).default('name'),
  limit: z.coerce.number().int().min(1).max(PLAYERS_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export type ListPlayersQuery = z.infer<typeof listPlayersQuerySchema>;

/** Free players (no club) assigned to one club at once. */
export const assignPlayersSchema = z
  .object({ playerIds: z.array(z.string().min(1).max(100)).min(1).max(500) })
  .strict()
  .meta({ id: 'AssignPlayers' });

export type AssignPlayers = z.infer<typeof assignPlayersSchema>;

export const playerListSchema = z
  .object({ items: z.array(playerSchema), total: z.number().int() })
  .meta({ id: 'PlayerList' });

export type PlayerList = z.infer<typeof playerListSchema>;
