import { z } from 'zod';
import { POSITIONS } from '../scouting/positions.js';
import { resourceIdSchema } from './params.js';
import { safeText } from './text.js';

/** Bounds (decision 040): a formation is the starting shape, so at most 11 slots; a club keeps at most 30. */
export const MAX_FORMATION_SLOTS = 11;
export const MAX_FORMATIONS_PER_CLUB = 30;
/** A game line-up: up to 11 starters and 12 substitutes (the most any competition a club plays allows). */
export const MAX_LINEUP_STARTERS = 11;
export const MAX_LINEUP_SUBSTITUTES = 12;
export const MAX_BACK_NUMBER = 99;

const position = z.enum(POSITIONS);
/** Percent of the pitch (see `SlotPoint` in formations/presets.ts): off the pitch is refused. */
const coordinate = z.number().min(0).max(100);
export const kitColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i, { message: 'not a #rrggbb colour' });
const backNumber = z.number().int().min(1).max(MAX_BACK_NUMBER);

/**
 * What anyone who may see a formation or line-up sees of a player: back number, name and position,
 * nothing more (docs/product/personal-details.md). `backNumber` is the player's default number in a
 * formation and the number for this game in a line-up.
 */
export const lineupPlayerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    backNumber: z.number().int().nullable(),
    position: position.nullable(),
  })
  .meta({ id: 'LineupPlayer' });

export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

export const formationSlotSchema = z
  .object({ position, x: z.number(), y: z.number(), player: lineupPlayerSchema.nullable() })
  .meta({ id: 'FormationSlot' });

export type FormationSlot = z.infer<typeof formationSlotSchema>;

export const formationSchema = z
  .object({
    id: z.string(),
    clubId: z.string(),
    name: z.string(),
    shirtColour: z.string(),
    shortsColour: z.string(),
    slots: z.array(formationSlotSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Increases with every change; send it back to change the formation (409 when stale). */
    version: z.number().int(),
  })
  .meta({ id: 'Formation' });

export type Formation = z.infer<typeof formationSchema>;

export const formationListSchema = z.object({ items: z.array(formationSchema) }).meta({ id: 'FormationList' });

export type FormationList = z.infer<typeof formationListSchema>;

export const formationSlotInputSchema = z
  .object({ position, x: coordinate, y: coordinate, playerId: resourceIdSchema.nullable() })
  .strict();

export type FormationSlotInput = z.infer<typeof formationSlotInputSchema>;

const formationFields = {
  name: safeText({ min: 1, max: 60 }),
  shirtColour: kitColourSchema,
  shortsColour: kitColourSchema,
  slots: z.array(formationSlotInputSchema).min(1).max(MAX_FORMATION_SLOTS),
};

export const createFormationSchema = z.object(formationFields).strict().meta({ id: 'CreateFormation' });

export type CreateFormation = z.infer<typeof createFormationSchema>;

/** The whole formation again (slots are an ordered list: replacing it is the one way to move, add or remove). */
export const updateFormationSchema = z
  .object({ ...formationFields, version: z.number().int().min(1) })
  .strict()
  .meta({ id: 'UpdateFormation' });

export type UpdateFormation = z.infer<typeof updateFormationSchema>;

export const formationParamsSchema = z.object({ id: resourceIdSchema });

// ——— Game line-ups (/Gamesetup/{gameId}) ———

export const lineupStarterSchema = z
  .object({ position, x: z.number(), y: z.number(), player: lineupPlayerSchema })
  .meta({ id: 'LineupStarter' });

export const lineupSchema = z
  .object({
    teamId: z.string(),
    clubId: z.string(),
    /** The formation the line-up started from; null when it was deleted since. */
    formationId: z.string().nullable(),
    shirtColour: z.string(),
    shortsColour: z.string(),
    starters: z.array(lineupStarterSchema),
    substitutes: z.array(lineupPlayerSchema),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Lineup' });

export type Lineup = z.infer<typeof lineupSchema>;

export const lineupTeamSchema = z
  .object({ id: z.string(), name: z.string(), clubId: z.string().nullable() })
  .meta({ id: 'LineupTeam' });

/** A game's two teams and the line-ups set so far (none, one or both). */
export const gameLineupsSchema = z
  .object({
    gameId: z.string(),
    tournamentId: z.string(),
    team1: lineupTeamSchema.nullable(),
    team2: lineupTeamSchema.nullable(),
    lineups: z.array(lineupSchema),
  })
  .meta({ id: 'GameLineups' });

export type GameLineups = z.infer<typeof gameLineupsSchema>;

export const setLineupSchema = z
  .object({
    formationId: resourceIdSchema.nullable(),
    shirtColour: kitColourSchema,
    shortsColour: kitColourSchema,
    starters: z
      .array(z.object({ playerId: resourceIdSchema, position, x: coordinate, y: coordinate, backNumber }).strict())
      .min(1)
      .max(MAX_LINEUP_STARTERS),
    substitutes: z.array(z.object({ playerId: resourceIdSchema, backNumber }).strict()).max(MAX_LINEUP_SUBSTITUTES),
    /** The version read; omit when the team has no line-up yet (409 when someone set one meanwhile). */
    version: z.number().int().min(1).optional(),
  })
  .strict()
  .meta({ id: 'SetLineup' });

export type SetLineup = z.infer<typeof setLineupSchema>;

export const lineupParamsSchema = z.object({ id: resourceIdSchema, teamId: resourceIdSchema });
