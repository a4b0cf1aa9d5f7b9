import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../database.js';

/** The few column types that differ between SQLite and PostgreSQL. */
export type ColumnTypes = {
  timestamp: 'text' | 'timestamptz';
  boolean: 'integer' | 'boolean';
  false: RawBuilder<unknown>;
};

export function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'sqlite'
    ? { timestamp: 'text', boolean: 'integer', false: sql`0` }
    : { timestamp: 'timestamptz', boolean: 'boolean', false: sql`false` };
}
