import { z } from 'zod';

/**
 * The public results page and calendar feeds (docs/product/events-and-officials.md
 * "The public results page", decisions 460–461). Every shape here carries
 * team-level information only: team and club names, pitch names, times and
 * scores. No person, player, line-up, scorer, card, e-mail or user name is
 * ever part of them; the server builds them field by field, never by
 * spreading an internal row.
 */

/** A public link's token: 22 characters of base64url (128 random bits). */
export const publicTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

export const publicTokenParamsSchema = z.object({ token: z.string().min(1).max(64) });

export const putEventPublicationSchema = z
  .object({
    published: z.boolean(),
    /** The event's version you read; 409 `CONFLICT` when someone changed the event since. */
    version: z.number().int().min(1),
  })
  .strict()
  .meta({ id: 'PutEventPublication' });

export type PutEventPublication = z.infer<typeof putEventPublicationSchema>;

export const eventPublicationSchema = z
  .object({
    published: z.boolean(),
    /** The public page's token (kept across unpublishing, so a printed link works again once republished); null before the first publishing. */
    token: z.string().nullable(),
    /** The event's version after the write (or as read). */
    version: z.number().int(),
  })
  .meta({ id: 'EventPublication' });

export type EventPublication = z.infer<typeof eventPublicationSchema>;

const publicSideSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const publicGameSchema = z
  .object({
    id: z.string(),
    /** The division (tournament) the game belongs to. */
    divisionId: z.string(),
    phase: z.enum(['main', 'group', 'knockout']),
    group: z.string().nullable(),
    round: z.number().int(),
    /** Team names only; null: a knockout slot whose team is not known yet. */
    team1: publicSideSchema,
    team2: publicSideSchema,
    date: z.string().nullable(),
    start: z.number().int().nullable(),
    end: z.number().int().nullable(),
    pitchName: z.string().nullable(),
    status: z.enum(['scheduled', 'running', 'finished']),
    goals1: z.number().int(),
    goals2: z.number().int(),
    shootout: z.object({ goals1: z.number().int(), goals2: z.number().int() }).nullable(),
  })
  .meta({ id: 'PublicGame' });

export type PublicGame = z.infer<typeof publicGameSchema>;

export const publicStandingsRowSchema = z
  .object({
    teamId: z.string(),
    team: z.string(),
    position: z.number().int(),
    played: z.number().int(),
    won: z.number().int(),
    drawn: z.number().int(),
    lost: z.number().int(),
    goalsFor: z.number().int(),
    goalsAgainst: z.number().int(),
    goalDifference: z.number().int(),
    points: z.number().int(),
  })
  .meta({ id: 'PublicStandingsRow' });

export const publicBracketGameSchema = z
  .object({
    id: z.string(),
    round: z.number().int(),
    index: z.number().int(),
    playoff: z.number().int(),
    team1: z.string().nullable(),
    team2: z.string().nullable(),
    status: z.enum(['scheduled', 'running', 'finished']),
    goals1: z.number().int(),
    goals2: z.number().int(),
    shootout: z.object({ goals1: z.number().int(), goals2: z.number().int() }).nullable(),
    winnerTeamId: z.string().nullable(),
    team1Id: z.string().nullable(),
    team2Id: z.string().nullable(),
  })
  .meta({ id: 'PublicBracketGame' });

export type PublicBracketGame = z.infer<typeof publicBracketGameSchema>;

export const publicDivisionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    ageClass: z.string().nullable(),
    /** The division's teams with their clubs' names. */
    teams: z.array(z.object({ id: z.string(), name: z.string(), club: z.string().nullable() })),
    groups: z.array(z.object({ name: z.string(), rows: z.array(publicStandingsRowSchema) })),
    /** The knockout's games by round; null without a knockout. */
    bracket: z.object({ rounds: z.number().int(), games: z.array(publicBracketGameSchema) }).nullable(),
    /** The winner's team name once decided. */
    champion: z.string().nullable(),
  })
  .meta({ id: 'PublicDivision' });

export type PublicDivision = z.infer<typeof publicDivisionSchema>;

export const publicEventSchema = z
  .object({
    name: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
    pitches: z.array(z.string()),
    divisions: z.array(publicDivisionSchema),
    /** Every division's games by day, kick-off and pitch (unplaced ones last). */
    games: z.array(publicGameSchema),
  })
  .meta({ id: 'PublicEvent' });

export type PublicEvent = z.infer<typeof publicEventSchema>;

export const calendarFeedSchema = z
  .object({
    /** When the caller's current feed for this team was made; null: none. */
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeed' });

export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const createdCalendarFeedSchema = z
  .object({
    /** Shown once: only its SHA-256 digest is kept. */
    token: z.string(),
    /** The feed's path, e.g. `/api/public/calendar/{token}/games.ics`. */
    path: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CreatedCalendarFeed' });

export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;
