import type { ColumnType, Generated } from 'kysely';
import type { Bool, OptionalTimestamp, Timestamp } from './schema-columns.js';
import type {
  CalendarFeedTable,
  EventDivisionTable,
  EventInvitationTable,
  EventOfficialTable,
  EventPitchTable,
  EventPublicationTable,
  EventTable,
  FollowCalendarFeedTable,
  GameOfficialTable,
} from './schema-events.js';

export type * from './schema-events.js';

/**
 * Kysely table types. Column names are camelCase everywhere: better-auth's
 * tables use camelCase, and one convention across all tables keeps queries
 * and JSON aligned.
 *
 * Timestamps: better-auth writes Date objects; SQLite stores them as ISO
 * strings, PostgreSQL as timestamptz. Booleans: integer 0/1 on SQLite
 * (schema-columns.ts). An event's tables are in schema-events.ts.
 */

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  level: Generated<number>;
  locale: string | null;
  isDarkMode: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  termsAcceptedAt: Timestamp | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Installation-wide key/value settings (e.g. the generated auth secret). */
export interface AppSettingTable {
  key: string;
  value: string;
}

/**
 * One row at most: the account that claimed administrator as the first
 * registration. The primary key makes the claim atomic on both engines.
 */
export interface FirstAccountTable {
  id: number;
  userId: string;
}

export interface ClubTable {
  id: string;
  name: string;
  country: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
  /** Storage key of the crest (`crests/<random>.webp`), set by the server only (migration 0017). */
  crest: Generated<string | null>;
}

export interface PlayerTable {
  id: string;
  firstName: string;
  lastName: string;
  birthday: string | null;
  clubId: string | null;
  foot: string | null;
  backNumberDefault: number | null;
  position: string | null;
  /** JSON array of position codes. */
  sidePositions: string;
  nationality: string | null;
  height: number | null;
  watchlist: Bool;
  networkPlayer: Bool;
  /** bigint: pg returns it as a string. */
  valueEur: ColumnType<string | number | null, number | null, number | null>;
  targetLeague: string | null;
  /** Media key of the photo (players/<file>.webp). */
  photo: Generated<string | null>;
  /** normalizeName("first last"), kept by the players repository; what name search matches. */
  searchText: Generated<string>;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
}

export interface UserClubTable {
  userId: string;
  clubId: string;
}

/** The storage key of a user's picture; written by the server only (migration 0011). */
export interface UserAvatarTable {
  userId: string;
  storageKey: string;
}

export interface RatingTable {
  id: string;
  playerId: string;
  authorId: string | null;
  globalRating: number;
  note: string | null;
  createdAt: Timestamp;
  /** The game the rating was made at (migration 0022, decision 340); null when none or the game was deleted. */
  gameId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RatingScoreTable {
  ratingId: string;
  skill: string;
  score: number;
}

export interface DuplicateDismissalTable {
  playerIdA: string;
  playerIdB: string;
  dismissedBy: string | null;
  createdAt: Timestamp;
}

export interface PlayerMergeTable {
  id: string;
  survivorId: string;
  mergedId: string;
  mergedBy: string | null;
  /** JSON array of the field names taken from the merged player (never their values). */
  takenFields: string;
  createdAt: Timestamp;
}

export interface PlayerAliasTable {
  oldId: string;
  playerId: string;
}

export interface VideoTable {
  id: string;
  playerId: string;
  kind: string;
  location: string;
  title: string | null;
  contentType: string | null;
  createdBy: string | null;
  createdAt: Timestamp;
}

/** A tournament (migration 0012); `settings` and `bracket` are JSON (decision 021). */
export interface TournamentTable {
  id: string;
  name: string;
  title: string | null;
  location: string | null;
  type: string;
  dateFrom: string;
  dateTo: string;
  tieBreak: string;
  settings: string;
  /** Wildcards, third place, placement, play-offs and legs as JSON (migration 0027, decision 440). */
  format: Generated<string>;
  bracket: string | null;
  seed: number;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
}

/** One club's entry in one tournament; `clubId` is null once the club is deleted. */
export interface TournamentTeamTable {
  id: string;
  tournamentId: string;
  clubId: string | null;
  name: string;
  position: number;
  /** The pot the draw takes it from, 1 first; null: after every pot (migration 0028, decision 443). */
  pot: number | null;
}

export interface TournamentGroupTable {
  id: string;
  tournamentId: string;
  name: string;
  advancement: string;
  position: number;
}

export interface TournamentGroupTeamTable {
  groupId: string;
  teamId: string;
  position: number;
}

export interface GameTable {
  id: string;
  tournamentId: string;
  /** The engine's fixture or bracket game id ('g1-r1-m2', 'ko-r2-m1'). */
  key: string;
  phase: string;
  groupName: string | null;
  round: number;
  position: number;
  team1Id: string | null;
  team2Id: string | null;
  date: string | null;
  start: number | null;
  end: number | null;
  pitch: number | null;
  status: Generated<string>;
  goals1: Generated<number>;
  goals2: Generated<number>;
  shootout1: number | null;
  shootout2: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
  /** Migration 0013 (decision 022): the running period and when it began (server time), null before the start. */
  period: Generated<string | null>;
  periodStartedAt: OptionalTimestamp;
  startedAt: OptionalTimestamp;
  finishedAt: OptionalTimestamp;
}

export interface TournamentFollowTable {
  userId: string;
  tournamentId: string;
  createdAt: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  app_setting: AppSettingTable;
  first_account: FirstAccountTable;
  club: ClubTable;
  player: PlayerTable;
  user_club: UserClubTable;
  user_avatar: UserAvatarTable;
  rating: RatingTable;
  rating_score: RatingScoreTable;
  duplicate_dismissal: DuplicateDismissalTable;
  player_merge: PlayerMergeTable;
  player_alias: PlayerAliasTable;
  video: VideoTable;
  tournament: TournamentTable;
  tournament_team: TournamentTeamTable;
  tournament_group: TournamentGroupTable;
  tournament_group_team: TournamentGroupTeamTable;
  game: GameTable;
  tournament_follow: TournamentFollowTable;
  game_event: GameEventTable;
  game_event_tombstone: GameEventTombstoneTable;
  live_event: LiveEventTable;
  tie_resolution: TieResolutionTable;
  bracket_swap: BracketSwapTable;
  formation: FormationTable;
  game_lineup: GameLineupTable;
  scouting_plan: ScoutingPlanTable;
  event: EventTable;
  event_pitch: EventPitchTable;
  event_division: EventDivisionTable;
  event_publication: EventPublicationTable;
  calendar_feed: CalendarFeedTable;
  follow_calendar_feed: FollowCalendarFeedTable;
  event_invitation: EventInvitationTable;
  event_official: EventOfficialTable;
  game_official: GameOfficialTable;
  scouting_assignment: ScoutingAssignmentTable;
  push_vapid_key: PushVapidKeyTable;
  push_subscription: PushSubscriptionTable;
  tournament_metrics: TournamentMetricsTable;
}

/** A tournament's released metrics (migration 0022, decision 340): written once, never changed. */
export interface TournamentMetricsTable {
  tournamentId: string;
  releasedAt: Timestamp;
  /** JSON array of ReleasedMetricCell (modules/tournament-stats/stats-aggregation.ts). */
  cells: string;
}

/** The server's one VAPID key pair (migration 0020, decision 050): id is always 1; base64url keys. */
export interface PushVapidKeyTable {
  id: number;
  publicKey: string;
  privateKey: string;
  createdAt: Timestamp;
}

/** One browser's Web Push subscription of one user (migration 0020, decision 050). */
export interface PushSubscriptionTable {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  createdAt: Timestamp;
}

/** A goal or card of a game (migration 0013, decision 022); the id is the recording client's. */
export interface GameEventTable {
  id: string;
  gameId: string;
  tournamentId: string;
  /** 'goal' | 'yellow' | 'secondYellow' | 'red' */
  kind: string;
  /** 1 or 2: the game's team1 or team2. */
  team: number;
  minute: number | null;
  playerId: string | null;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
}

/** A live change event shared by the instances on PostgreSQL (migration 0016, decision 026); not on SQLite. */
export interface LiveEventTable {
  /** bigint: pg returns it as a string. */
  id: Generated<string>;
  topic: string;
  /** JSON array of ids. */
  ids: string;
  /** Defaults to now() in the database. */
  createdAt: ColumnType<Date | string, Date | string | undefined, Date | string>;
}

/** The id of an undone game event, so that a late resend is refused (migration 0015, decision 022). */
export interface GameEventTombstoneTable {
  id: string;
  gameId: string;
  deletedAt: Timestamp;
}

/** How a person ordered teams level on every criterion (migration 0014, decision 023). */
export interface TieResolutionTable {
  id: string;
  tournamentId: string;
  /** The tied team ids, sorted and joined with ','. */
  teamKey: string;
  /** JSON array of team ids, best first. */
  teamOrder: string;
  /** 'shootout' | 'coinToss' | 'drawingOfLots' | 'committee' | 'groupSelection' */
  method: string;
  score: string | null;
  note: string | null;
  resolvedBy: string | null;
  resolvedAt: Timestamp;
}

/** One first-round swap of two entrant slots, in order (migration 0014, decision 023). */
export interface BracketSwapTable {
  id: string;
  tournamentId: string;
  position: number;
  gameA: string;
  slotA: number;
  gameB: string;
  slotB: number;
  createdBy: string | null;
  createdAt: Timestamp;
}

/** Migration 0019 (decision 040): slots, starters and substitutes are JSON arrays. */
export interface FormationTable {
  id: string;
  clubId: string;
  name: string;
  shirtColour: string;
  shortsColour: string;
  slots: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
}

/** Migration 0026 (decision 432): a tournament's scouting plan and its version. */
export interface ScoutingPlanTable {
  tournamentId: string;
  version: number;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

/** Migration 0026: one scout at one game of the tournament. */
export interface ScoutingAssignmentTable {
  tournamentId: string;
  userId: string;
  gameId: string;
}

export interface GameLineupTable {
  gameId: string;
  teamId: string;
  clubId: string;
  formationId: string | null;
  shirtColour: string;
  shortsColour: string;
  starters: string;
  substitutes: string;
  updatedAt: Timestamp;
  version: Generated<number>;
}
