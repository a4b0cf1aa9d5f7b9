import type { Kysely } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * An event's public link and the calendar feeds (migration 0031, decisions
 * 460 and 461). Statements only: which of them form one transaction is the
 * service's choice.
 */
export function publicResultsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    async publication(eventId: string) {
      return db
        .selectFrom('event_publication')
        .select(['eventId', 'token', 'publishedAt'])
        .where('eventId', '=', eventId)
        .executeTakeFirst();
    },

    /** The published event a token opens, or undefined (unknown token or not published). */
    async publishedEventOf(token: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('event_publication')
        .select('eventId')
        .where('token', '=', token)
        .where('publishedAt', 'is not', null)
        .executeTakeFirst();
      return row?.eventId;
    },

    /** Turns the page on or off; makes the row (with `token`) on the first publishing. */
    async setPublished(eventId: string, token: string, published: boolean): Promise<void> {
      const publishedAt = published ? values.timestamp() : null;
      const updated = await db
        .updateTable('event_publication')
        .set({ publishedAt })
        .where('eventId', '=', eventId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db.insertInto('event_publication').values({ eventId, token, publishedAt }).execute();
    },

    /** Counts a new event version while it is still at `version`; false when stale or gone (locks the row on PostgreSQL). */
    async touchEvent(eventId: string, version: number): Promise<boolean> {
      const result = await db
        .updateTable('event')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', eventId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The team of a tournament, with the tournament's name; undefined when the team is not the tournament's. */
    async teamOf(tournamentId: string, teamId: string) {
      return db
        .selectFrom('tournament_team')
        .innerJoin('tournament', 'tournament.id', 'tournament_team.tournamentId')
        .select(['tournament_team.id', 'tournament_team.name', 'tournament.name as tournamentName'])
        .where('tournament_team.id', '=', teamId)
        .where('tournament_team.tournamentId', '=', tournamentId)
        .executeTakeFirst();
    },

    async feedOf(userId: string, teamId: string) {
      return db
        .selectFrom('calendar_feed')
        .select(['id', 'createdAt'])
        .where('userId', '=', userId)
        .where('teamId', '=', teamId)
        .executeTakeFirst();
    },

    /** Replaces the user's feed of the team (the old token stops working). */
    async replaceFeed(row: { id: string; tokenHash: string; tournamentId: string; teamId: string; userId: string }) {
      const createdAt = values.timestamp();
      await db.deleteFrom('calendar_feed').where('userId', '=', row.userId).where('teamId', '=', row.teamId).execute();
      await db
        .insertInto('calendar_feed')
        .values({ ...row, createdAt })
        .execute();
      return createdAt;
    },

    async deleteFeed(userId: string, teamId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('calendar_feed')
        .where('userId', '=', userId)
        .where('teamId', '=', teamId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The user's feed of the tournaments they follow (migration 0032, decision 463). */
    async followFeedOf(userId: string) {
      return db
        .selectFrom('follow_calendar_feed')
        .select(['id', 'createdAt'])
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /** Replaces the user's follower feed (the old token stops working). */
    async replaceFollowFeed(row: { id: string; tokenHash: string; userId: string }) {
      const createdAt = values.timestamp();
      await db.deleteFrom('follow_calendar_feed').where('userId', '=', row.userId).execute();
      await db
        .insertInto('follow_calendar_feed')
        .values({ ...row, createdAt })
        .execute();
      return createdAt;
    },

    async deleteFollowFeed(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('follow_calendar_feed').where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The user a follower feed's token belongs to, or undefined. */
    async followFeedUserOf(tokenHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('follow_calendar_feed')
        .select('userId')
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      return row?.userId;
    },

    /** The tournaments the user follows, the latest-starting first, at most `limit`. */
    async followedTournaments(userId: string, limit: number) {
      return db
        .selectFrom('tournament_follow')
        .innerJoin('tournament', 'tournament.id', 'tournament_follow.tournamentId')
        .select(['tournament.id', 'tournament.name'])
        .where('tournament_follow.userId', '=', userId)
        .orderBy('tournament.dateFrom', 'desc')
        .orderBy('tournament.id')
        .limit(limit)
        .execute();
    },

    async feedByHash(tokenHash: string) {
      return db
        .selectFrom('calendar_feed')
        .select(['tournamentId', 'teamId'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },
  };
}

export type PublicResultsRepository = ReturnType<typeof publicResultsRepository>;
