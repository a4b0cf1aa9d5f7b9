import { z } from 'zod';
import { resourceIdSchema } from './params.js';
import { gameSchema } from './tournaments.js';

/**
 * Officials of an event (docs/product/events-and-officials.md, decisions
 * 454–456): registered users, of any level, whom an organiser invited by a
 * single-use link and assigned to games. An official records exactly the
 * games assigned to them.
 */

/** How long an invitation link stays valid (decision 455). */
export const INVITATION_TTL_DAYS = 14;

/** An invitation token: 43 characters of base64url (32 random bytes). */
export const invitationTokenSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const invitationParamsSchema = z.object({ token: invitationTokenSchema });

/** POST /api/events/{id}/invitations: takes no fields. */
export const createInvitationSchema = z.object({}).strict().meta({ id: 'CreateInvitation' });

/** The link for one person: the token is shown once; the server keeps only its SHA-256. */
export const invitationSchema = z
  .object({ token: z.string(), url: z.string(), expiresAt: z.string() })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = z.object({}).strict().meta({ id: 'AcceptInvitation' });

export const acceptedInvitationSchema = z
  .object({ eventId: z.string(), eventName: z.string() })
  .meta({ id: 'AcceptedInvitation' });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** An official of an event: the account's name and the games assigned to them. */
export const eventOfficialSchema = z
  .object({ userId: z.string(), name: z.string(), gameIds: z.array(z.string()) })
  .meta({ id: 'EventOfficial' });
export type EventOfficial = z.infer<typeof eventOfficialSchema>;

export const eventOfficialListSchema = z
  .object({ items: z.array(eventOfficialSchema) })
  .meta({ id: 'EventOfficialList' });
export type EventOfficialList = z.infer<typeof eventOfficialListSchema>;

export const officialParamsSchema = z.object({ id: resourceIdSchema, userId: resourceIdSchema });

/**
 * Assigning a game's official (`userId: null` unassigns). Another game of
 * the same official at an overlapping time is a warning: refused with 409
 * `OFFICIAL_NEEDS_CONFIRMATION` unless `confirm` is true (decision 456).
 */
export const putGameOfficialSchema = z
  .object({ userId: resourceIdSchema.nullable(), confirm: z.boolean().optional() })
  .strict()
  .meta({ id: 'PutGameOfficial' });
export type PutGameOfficial = z.infer<typeof putGameOfficialSchema>;

/** Assigning an official to every game on one pitch on one day (`userId: null` unassigns them). */
export const putPitchDayOfficialSchema = z
  .object({
    date: z.iso.date(),
    pitch: z.number().int().min(1).max(64),
    userId: resourceIdSchema.nullable(),
    confirm: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'PutPitchDayOfficial' });
export type PutPitchDayOfficial = z.infer<typeof putPitchDayOfficialSchema>;

/** An overlap: the official already has `gameId` at a time that overlaps the assigned game `of`. */
export const officialWarningSchema = z
  .object({ code: z.literal('OFFICIAL_BUSY'), gameId: z.string(), of: z.string() })
  .meta({ id: 'OfficialWarning' });
export type OfficialWarning = z.infer<typeof officialWarningSchema>;

export const gameOfficialResultSchema = z
  .object({ gameIds: z.array(z.string()), userId: z.string().nullable(), warnings: z.array(officialWarningSchema) })
  .meta({ id: 'GameOfficialResult' });
export type GameOfficialResult = z.infer<typeof gameOfficialResultSchema>;

export const officialConfirmationSchema = z
  .object({
    error: z.object({ code: z.literal('OFFICIAL_NEEDS_CONFIRMATION'), message: z.string() }),
    warnings: z.array(officialWarningSchema),
  })
  .meta({ id: 'OfficialConfirmation' });

/** A game the signed-in user is the official of, with where it is. */
export const officialGameSchema = gameSchema
  .extend({
    tournamentId: z.string(),
    tournamentName: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    pitchName: z.string().nullable(),
  })
  .meta({ id: 'OfficialGame' });
export type OfficialGame = z.infer<typeof officialGameSchema>;

export const officialGameListSchema = z.object({ items: z.array(officialGameSchema) }).meta({ id: 'OfficialGameList' });
export type OfficialGameList = z.infer<typeof officialGameListSchema>;

/** What the recorder needs of a game's players: back number and name, as level 5 sees them (personal-details.md). */
export const gameRosterPlayerSchema = z
  .object({ id: z.string(), firstName: z.string(), lastName: z.string(), backNumber: z.number().int().nullable() })
  .meta({ id: 'GameRosterPlayer' });
export type GameRosterPlayer = z.infer<typeof gameRosterPlayerSchema>;

export const gameRosterSchema = z
  .object({ team1: z.array(gameRosterPlayerSchema), team2: z.array(gameRosterPlayerSchema) })
  .meta({ id: 'GameRoster' });
export type GameRoster = z.infer<typeof gameRosterSchema>;
