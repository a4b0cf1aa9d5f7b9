import type { ColumnType } from 'kysely';

/** Column types shared by the table types (schema.ts, schema-events.ts). */
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A nullable timestamp that inserts may leave out. */
export type OptionalTimestamp = ColumnType<
  Date | string | null,
  Date | string | null | undefined,
  Date | string | null
>;
