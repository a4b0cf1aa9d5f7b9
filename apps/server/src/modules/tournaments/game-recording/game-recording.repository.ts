import type { Insertable, Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../../db/database.js';
import type { Database, GameEventTable } from '../../../db/schema.js';

export type GameEventRow = Omit<Selectable<GameEventTable>, 'updatedAt' | 'createdBy'>;

/** An event with what everyone may see of its player: back number and name (docs/product/personal-details.md). */
export type GameEventWithPlayer = GameEventRow & {
  playerFirstName: string | null;
  playerLastName: string | null;
  playerBackNumber: number | null;
};

export type NewGameEvent = Omit<Insertable<GameEventTable>, 'createdAt' | 'updatedAt' | 'version'>;

/**
 * Game events and the recording columns of a game (migration 0013, decision
 * 022). Statements only: the service holds the transaction.
 */
export function gameRecordingRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);

  const eventsQuery = () =>
    db
      .selectFrom('game_event')
      .leftJoin('player', 'player.id', 'game_event.playerId')
      .select([
        'game_event.id',
        'game_event.gameId',
        'game_event.tournamentId',
        'game_event.kind',
        'game_event.team',
        'game_event.minute',
        'game_event.playerId',
        'game_event.createdAt',
        'game_event.version',
        'player.firstName as playerFirstName',
        'player.lastName as playerLastName',
        'player.backNumberDefault as playerBackNumber',
      ]);

  return {
    async findEvent(id: string): Promise<GameEventWithPlayer | undefined> {
      return eventsQuery().where('game_event.id', '=', id).executeTakeFirst();
    },

    /** A page of a game's events in the order they were recorded (decision 351). */
    async events(gameId: string, page: { limit: number; offset: number }): Promise<GameEventWithPlayer[]> {
      return eventsQuery()
        .where('game_event.gameId', '=', gameId)
        .orderBy('game_event.createdAt')
        .orderBy('game_event.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async eventCount(gameId: string): Promise<number> {
      const row = await db
        .selectFrom('game_event')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('gameId', '=', gameId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * False when an event with this id exists already: one recorded under
     * another tournament's lock at the same moment (the service has checked
     * its own tournament's events under its lock).
     */
    async insertEvent(event: NewGameEvent): Promise<boolean> {
      const now = values.timestamp();
      const result = await db
        .insertInto('game_event')
        .values({ ...event, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Changes an event and counts a new version, only while it is at `version` (any when null). */
    async updateEvent(
      id: string,
      version: number | null,
      changes: Partial<Pick<GameEventRow, 'kind' | 'team' | 'minute' | 'playerId'>>,
    ): Promise<boolean> {
      let query = db
        .updateTable('game_event')
        .set((eb) => ({ ...changes, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', id);
      if (version !== null) query = query.where('version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes an event and keeps its id, so that a late resend is refused rather than recorded again. */
    async deleteEvent(id: string, gameId: string): Promise<void> {
      await db
        .insertInto('game_event_tombstone')
        .values({ id, gameId, deletedAt: values.timestamp() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db.deleteFrom('game_event').where('id', '=', id).execute();
    },

    /** Removes every event of a game, keeping their ids as deleteEvent does. */
    async deleteEventsOf(gameId: string): Promise<void> {
      const events = await db.selectFrom('game_event').select('id').where('gameId', '=', gameId).execute();
      if (events.length) {
        const deletedAt = values.timestamp();
        await db
          .insertInto('game_event_tombstone')
          .values(events.map(({ id }) => ({ id, gameId, deletedAt })))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      await db.deleteFrom('game_event').where('gameId', '=', gameId).execute();
    },

    /** Whether an event with this id was recorded and then undone. */
    async wasDeleted(id: string): Promise<boolean> {
      return (
        (await db.selectFrom('game_event_tombstone').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    /**
     * What a game's events count towards: the score (kind and team) and the
     * limits of goals and cards (decision 351, with the player).
     */
    async eventKinds(gameId: string): Promise<{ id: string; kind: string; team: number; playerId: string | null }[]> {
      return db
        .selectFrom('game_event')
        .select(['id', 'kind', 'team', 'playerId'])
        .where('gameId', '=', gameId)
        .execute();
    },

    /**
     * Counts a new version of the game's tournament (decision 021: regenerating
     * must see started games), for the writes that change the tournament's
     * state: start, finish, reset, corrections. On PostgreSQL the UPDATE locks
     * the tournament row until the transaction ends, so those queue up per
     * tournament. False when there is no such game.
     */
    async touchTournamentOf(gameId: string): Promise<boolean> {
      const result = await db
        .updateTable('tournament')
        .set((eb) => ({ updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', (eb) => eb.selectFrom('game').select('game.tournamentId').where('game.id', '=', gameId))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Locks one game for an event write, and says whether it exists. On
     * PostgreSQL the game's row is locked until the transaction ends, after a
     * key-share lock on its tournament: locks are always taken tournament
     * first, so deleting or regenerating the tournament (which lock it, then
     * its games) waits for the event instead of deadlocking with it. A
     * key-share lock does not block counting a tournament version, so games of
     * one tournament record in parallel. SQLite has one writer and needs none.
     */
    async lockGame(gameId: string): Promise<boolean> {
      if (engine === 'postgres') {
        await db
          .selectFrom('tournament')
          .select('tournament.id')
          .where('tournament.id', '=', (eb) =>
            eb.selectFrom('game').select('game.tournamentId').where('game.id', '=', gameId),
          )
          .forKeyShare()
          .execute();
      }
      const row = await db
        .selectFrom('game')
        .select('id')
        .where('id', '=', gameId)
        .$if(engine === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The club a tournament team entered for (null once the club is deleted, or no such team). */
    async teamClubId(teamId: string): Promise<string | null> {
      const row = await db.selectFrom('tournament_team').select('clubId').where('id', '=', teamId).executeTakeFirst();
      return row?.clubId ?? null;
    },

    async playerClubId(playerId: string): Promise<string | null | undefined> {
      const row = await db.selectFrom('player').select('clubId').where('id', '=', playerId).executeTakeFirst();
      return row === undefined ? undefined : row.clubId;
    },

    /** Knockout games of a tournament by their bracket key, with their slots and status. */
    async knockoutGames(
      tournamentId: string,
    ): Promise<{ id: string; key: string; status: string; team1Id: string | null; team2Id: string | null }[]> {
      return db
        .selectFrom('game')
        .select(['id', 'key', 'status', 'team1Id', 'team2Id'])
        .where('tournamentId', '=', tournamentId)
        .where('phase', '=', 'knockout')
        .execute();
    },
  };
}

export type GameRecordingRepository = ReturnType<typeof gameRecordingRepository>;
