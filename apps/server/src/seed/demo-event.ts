import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dbValues, type Engine } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * The demo's cup (decision 460): the running tournament becomes the one
 * division of an event on its own pitches, and the event's public results
 * page is published, so the demo (and Lighthouse, which measures the page)
 * has a public page to open. Answers the page's token.
 */
export async function seedDemoEvent(
  db: Kysely<Database>,
  engine: Engine,
  options: { tournamentId: string; createdBy: string },
): Promise<string> {
  const values = dbValues(engine);
  const tournament = await db
    .selectFrom('tournament')
    .select(['name', 'dateFrom', 'dateTo'])
    .where('id', '=', options.tournamentId)
    .executeTakeFirstOrThrow();
  const games = await db
    .selectFrom('game')
    .select((eb) => eb.fn.max('pitch').as('pitches'))
    .where('tournamentId', '=', options.tournamentId)
    .executeTakeFirst();
  const pitches = Math.max(1, Number(games?.pitches ?? 1));
  const eventId = randomUUID();
  const token = randomBytes(16).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('event')
      .values({
        id: eventId,
        name: `${tournament.name} Cup`,
        dateFrom: tournament.dateFrom,
        dateTo: tournament.dateTo,
        apartClubIds: '[]',
        version: 2,
        createdBy: options.createdBy,
        createdAt: values.timestamp(),
      })
      .execute();
    await trx
      .insertInto('event_pitch')
      .values(
        Array.from({ length: pitches }, (_, i) => ({
          id: randomUUID(),
          eventId,
          position: i + 1,
          name: `Pitch ${i + 1}`,
        })),
      )
      .execute();
    await trx
      .insertInto('event_division')
      .values({ tournamentId: options.tournamentId, eventId, ageClass: 'U13', pitchIds: null, pitchIdsByDate: '{}' })
      .execute();
    await trx.insertInto('event_publication').values({ eventId, token, publishedAt: values.timestamp() }).execute();
  });
  return token;
}
