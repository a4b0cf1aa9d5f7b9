import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, EventInvitationTable } from '../../db/schema.js';

export type InvitationRow = Selectable<EventInvitationTable>;

/** A game with what assigning its official needs: its event (null: no event) and its slot. */
export type GameSlotRow = {
  id: string;
  tournamentId: string;
  eventId: string | null;
  date: string | null;
  start: number | null;
  end: number | null;
  pitch: number | null;
};

/** At most this many games are listed as one official's (a cup weekend holds far fewer per person). */
export const MAX_OFFICIAL_GAMES = 500;

/**
 * Invitations, officials and their games (migration 0030, decisions 454–456).
 * Statements only: which of them form one transaction is the service's choice.
 */
export function officialsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return { ...invitationsAndOfficials(db, values), ...gamesOfOfficials(db) };
}

/** Invitations and the officials of an event. */
function invitationsAndOfficials(db: Kysely<Database>, values: ReturnType<typeof dbValues>) {
  return {
    async insertInvitation(row: { tokenDigest: string; eventId: string; createdBy: string; expiresAt: Date }) {
      await db
        .insertInto('event_invitation')
        .values({ ...row, expiresAt: values.timestamp(row.expiresAt), createdAt: values.timestamp() })
        .execute();
    },

    async findInvitation(tokenDigest: string): Promise<InvitationRow | undefined> {
      return db.selectFrom('event_invitation').selectAll().where('tokenDigest', '=', tokenDigest).executeTakeFirst();
    },

    /** Marks the invitation used, only while it is unused: true for exactly one caller. */
    async useInvitation(tokenDigest: string, userId: string): Promise<boolean> {
      const result = await db
        .updateTable('event_invitation')
        .set({ usedAt: values.timestamp(), usedBy: userId })
        .where('tokenDigest', '=', tokenDigest)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addOfficial(eventId: string, userId: string): Promise<void> {
      await db
        .insertInto('event_official')
        .values({ eventId, userId, createdAt: values.timestamp() })
        .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
        .execute();
    },

    async isOfficial(eventId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('event_official')
        .select('userId')
        .where('eventId', '=', eventId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The event's officials by name, each with the games assigned to them. */
    async officials(eventId: string): Promise<{ userId: string; name: string; gameIds: string[] }[]> {
      const [people, games] = await Promise.all([
        db
          .selectFrom('event_official')
          .innerJoin('user', 'user.id', 'event_official.userId')
          .select(['event_official.userId', 'user.name'])
          .where('event_official.eventId', '=', eventId)
          .orderBy('user.name')
          .orderBy('event_official.userId')
          .execute(),
        db.selectFrom('game_official').select(['gameId', 'userId']).where('eventId', '=', eventId).execute(),
      ]);
      return people.map((p) => ({
        userId: p.userId,
        name: p.name,
        gameIds: games.filter((g) => g.userId === p.userId).map((g) => g.gameId),
      }));
    },

    /** Removes the official from the event with all their assignments; false when they were none. */
    async removeOfficial(eventId: string, userId: string): Promise<{ removed: boolean; gameIds: string[] }> {
      const assigned = await db
        .selectFrom('game_official')
        .select('gameId')
        .where('eventId', '=', eventId)
        .where('userId', '=', userId)
        .execute();
      await db.deleteFrom('game_official').where('eventId', '=', eventId).where('userId', '=', userId).execute();
      const result = await db
        .deleteFrom('event_official')
        .where('eventId', '=', eventId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return { removed: Number(result.numDeletedRows) > 0, gameIds: assigned.map((g) => g.gameId) };
    },
  };
}

/** The games officials are assigned to, and what assigning and recording them reads. */
function gamesOfOfficials(db: Kysely<Database>) {
  return {
    /** A game with its event and slot; undefined when there is no such game. */
    async gameSlot(gameId: string): Promise<GameSlotRow | undefined> {
      return db
        .selectFrom('game')
        .leftJoin('event_division', 'event_division.tournamentId', 'game.tournamentId')
        .select([
          'game.id',
          'game.tournamentId',
          'event_division.eventId',
          'game.date',
          'game.start',
          'game.end',
          'game.pitch',
        ])
        .where('game.id', '=', gameId)
        .executeTakeFirst();
    },

    /** The games of an event's divisions on one pitch on one day. */
    async gamesOnPitchDay(eventId: string, date: string, pitch: number): Promise<GameSlotRow[]> {
      return db
        .selectFrom('game')
        .innerJoin('event_division', 'event_division.tournamentId', 'game.tournamentId')
        .select([
          'game.id',
          'game.tournamentId',
          'event_division.eventId',
          'game.date',
          'game.start',
          'game.end',
          'game.pitch',
        ])
        .where('event_division.eventId', '=', eventId)
        .where('game.date', '=', date)
        .where('game.pitch', '=', pitch)
        .orderBy('game.start')
        .execute();
    },

    /** The games assigned to a user, with their slots (at most MAX_OFFICIAL_GAMES). */
    async gamesOf(userId: string): Promise<GameSlotRow[]> {
      return db
        .selectFrom('game_official')
        .innerJoin('game', 'game.id', 'game_official.gameId')
        .select([
          'game.id',
          'game.tournamentId',
          'game_official.eventId',
          'game.date',
          'game.start',
          'game.end',
          'game.pitch',
        ])
        .where('game_official.userId', '=', userId)
        .orderBy('game.date')
        .orderBy('game.start')
        .limit(MAX_OFFICIAL_GAMES)
        .execute();
    },

    /** The user assigned to record the game; null when nobody is, undefined when there is no such game. */
    async officialOf(gameId: string): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('game')
        .leftJoin('game_official', 'game_official.gameId', 'game.id')
        .select('game_official.userId')
        .where('game.id', '=', gameId)
        .executeTakeFirst();
      return row === undefined ? undefined : (row.userId ?? null);
    },

    async setOfficial(gameId: string, eventId: string, userId: string | null): Promise<void> {
      await db.deleteFrom('game_official').where('gameId', '=', gameId).execute();
      if (userId !== null) await db.insertInto('game_official').values({ gameId, eventId, userId }).execute();
    },

    /** A club's players as a recorder sees them: id, name and usual back number (at most 200). */
    async clubRoster(clubId: string) {
      return db
        .selectFrom('player')
        .select(['id', 'firstName', 'lastName', 'backNumberDefault as backNumber'])
        .where('clubId', '=', clubId)
        .orderBy('lastName')
        .orderBy('firstName')
        .orderBy('id')
        .limit(200)
        .execute();
    },

    /** The club of a tournament team; null when it has none (its club was deleted). */
    async teamClub(teamId: string): Promise<string | null> {
      const row = await db.selectFrom('tournament_team').select('clubId').where('id', '=', teamId).executeTakeFirst();
      return row?.clubId ?? null;
    },

    /** Names for "my games": tournaments, events and pitches by id. */
    async names(tournamentIds: string[], eventIds: string[]) {
      const [tournaments, events, pitches] = await Promise.all([
        tournamentIds.length === 0
          ? []
          : db.selectFrom('tournament').select(['id', 'name']).where('id', 'in', tournamentIds).execute(),
        eventIds.length === 0
          ? []
          : db.selectFrom('event').select(['id', 'name']).where('id', 'in', eventIds).execute(),
        eventIds.length === 0
          ? []
          : db
              .selectFrom('event_pitch')
              .select(['eventId', 'position', 'name'])
              .where('eventId', 'in', eventIds)
              .execute(),
      ]);
      return { tournaments, events, pitches };
    },
  };
}

export type OfficialsRepository = ReturnType<typeof officialsRepository>;
