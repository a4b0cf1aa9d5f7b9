import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, EventDivisionTable, EventPitchTable, EventTable } from '../../db/schema.js';

export type EventRow = Omit<Selectable<EventTable>, 'createdBy' | 'createdAt'>;
export type PitchRow = Selectable<EventPitchTable>;
export type DivisionLinkRow = Selectable<EventDivisionTable>;
/** A division with its tournament's name and dates. */
export type DivisionRow = DivisionLinkRow & { name: string; dateFrom: string; dateTo: string };

const EVENT_COLUMNS = ['id', 'name', 'dateFrom', 'dateTo', 'apartClubIds', 'version'] as const;

/**
 * Events, their pitches and their divisions (migration 0029, decision 450).
 * Statements only: which of them form one transaction is the service's choice.
 */
export function eventsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    /** Every event, newest first, with its number of divisions. */
    async list() {
      const rows = await db
        .selectFrom('event')
        .select((eb) => [
          'event.id',
          'event.name',
          'event.dateFrom',
          'event.dateTo',
          eb
            .selectFrom('event_division')
            .select((sub) => sub.fn.countAll<number | string>().as('n'))
            .whereRef('event_division.eventId', '=', 'event.id')
            .as('divisions'),
        ])
        .orderBy('event.dateFrom', 'desc')
        .orderBy('event.name')
        .orderBy('event.id')
        .limit(200)
        .execute();
      return rows.map((r) => ({ ...r, divisions: Number(r.divisions ?? 0) }));
    },

    async find(id: string): Promise<EventRow | undefined> {
      return db.selectFrom('event').select(EVENT_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async insert(row: Omit<EventRow, 'version'> & { createdBy: string }): Promise<void> {
      await db
        .insertInto('event')
        .values({ ...row, version: 1, createdAt: values.timestamp() })
        .execute();
    },

    /**
     * Applies the changes and counts a new version, only while the event is
     * still at `version` (any when null). On PostgreSQL the UPDATE locks the
     * row until the transaction ends, so writes to one event queue up. False
     * when stale or gone.
     */
    async touch(
      id: string,
      version: number | null,
      changes: Partial<Pick<EventRow, 'name' | 'dateFrom' | 'dateTo' | 'apartClubIds'>> = {},
    ): Promise<boolean> {
      let query = db
        .updateTable('event')
        .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
        .where('id', '=', id);
      if (version !== null) query = query.where('version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async pitches(eventId: string): Promise<PitchRow[]> {
      return db.selectFrom('event_pitch').selectAll().where('eventId', '=', eventId).orderBy('position').execute();
    },

    async insertPitches(rows: readonly PitchRow[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insertInto('event_pitch')
          .values([...rows])
          .execute();
    },

    /** A pitch's new name; its number (position) stays (decision 468). */
    async renamePitch(eventId: string, pitchId: string, name: string): Promise<void> {
      await db
        .updateTable('event_pitch')
        .set({ name })
        .where('eventId', '=', eventId)
        .where('id', '=', pitchId)
        .execute();
    },

    /** The event's divisions in the order their tournaments start, then by name. */
    async divisions(eventId: string): Promise<DivisionRow[]> {
      return db
        .selectFrom('event_division')
        .innerJoin('tournament', 'tournament.id', 'event_division.tournamentId')
        .select([
          'event_division.tournamentId',
          'event_division.eventId',
          'event_division.ageClass',
          'event_division.pitchIds',
          'event_division.pitchIdsByDate',
          'tournament.name',
          'tournament.dateFrom',
          'tournament.dateTo',
        ])
        .where('event_division.eventId', '=', eventId)
        .orderBy('tournament.dateFrom')
        .orderBy('tournament.name')
        .orderBy('tournament.id')
        .execute();
    },

    /** The event a tournament is a division of, or undefined. */
    async divisionOf(tournamentId: string): Promise<DivisionLinkRow | undefined> {
      return db.selectFrom('event_division').selectAll().where('tournamentId', '=', tournamentId).executeTakeFirst();
    },

    async insertDivision(row: DivisionLinkRow): Promise<void> {
      await db.insertInto('event_division').values(row).execute();
    },

    async updateDivision(
      tournamentId: string,
      changes: Partial<Pick<DivisionLinkRow, 'ageClass' | 'pitchIds' | 'pitchIdsByDate'>>,
    ): Promise<void> {
      await db.updateTable('event_division').set(changes).where('tournamentId', '=', tournamentId).execute();
    },
  };
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
