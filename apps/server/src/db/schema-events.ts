import type { OptionalTimestamp, Timestamp } from './schema-columns.js';

/** The tables of an event (a cup), its officials and its published results (decisions 450–461). */

/** An event (a cup) with its dates (migration 0029, decision 450). */
export interface EventTable {
  id: string;
  name: string;
  dateFrom: string;
  dateTo: string;
  /** JSON list of club ids whose teams in different divisions never play at the same time. */
  apartClubIds: string;
  version: number;
  createdBy: string | null;
  createdAt: Timestamp;
}

/** A named pitch of an event's venue; games on pitch n are on the pitch at position n. */
export interface EventPitchTable {
  id: string;
  eventId: string;
  position: number;
  name: string;
}

/** A tournament that is a division of an event. */
export interface EventDivisionTable {
  tournamentId: string;
  eventId: string;
  ageClass: string | null;
  /** JSON list of pitch ids, or null for every pitch. */
  pitchIds: string | null;
  /** JSON object: date → list of pitch ids. */
  pitchIdsByDate: string;
}

/** An event's public results link (migration 0031, decision 460); `publishedAt` null: the page is off. */
export interface EventPublicationTable {
  eventId: string;
  token: string;
  publishedAt: OptionalTimestamp;
}

/** One user's calendar feed of one team's games (migration 0031, decision 461); only the token's SHA-256 is kept. */
export interface CalendarFeedTable {
  id: string;
  tokenHash: string;
  tournamentId: string;
  teamId: string;
  userId: string;
  createdAt: Timestamp;
}

/** One user's calendar feed of every tournament they follow (migration 0032, decision 463); the token's SHA-256 only. */
export interface FollowCalendarFeedTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: Timestamp;
}

/** A single-use invitation to be an event's official (migration 0030, decision 455): the token's SHA-256 only. */
export interface EventInvitationTable {
  tokenDigest: string;
  eventId: string;
  createdBy: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: OptionalTimestamp;
  usedBy: string | null;
}

/** A user who accepted an invitation: an official of the event (decision 454). */
export interface EventOfficialTable {
  eventId: string;
  userId: string;
  createdAt: Timestamp;
}

/** The official assigned to record a game (decision 454). */
export interface GameOfficialTable {
  gameId: string;
  eventId: string;
  userId: string;
}
