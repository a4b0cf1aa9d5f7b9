import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { createInProcessEventBus, type EventBus } from './event-bus.js';
import { createPostgresEventBus } from './postgres-event-bus.js';

/**
 * The event bus for the engine in use (decision 026): on PostgreSQL one
 * shared by every instance on the database (LISTEN/NOTIFY), on SQLite the
 * in-process one (SQLite runs one instance).
 */
export async function createEventBus(
  config: Pick<Config, 'databaseUrl'>,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (database.engine !== 'postgres' || !config.databaseUrl) return createInProcessEventBus();
  const bus = createPostgresEventBus({
    db: database.db,
    connectionString: config.databaseUrl,
    // The error's message only: no row values, no connection string (logs hold nothing personal).
    onError: (error, during) =>
      log.warn({ during, message: error instanceof Error ? error.message : String(error) }, 'live event bus'),
  });
  await bus.ready;
  return bus;
}
