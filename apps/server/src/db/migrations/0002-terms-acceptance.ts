import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/** When the user accepted the terms of use and the privacy policy (registration). */
export function termsAcceptanceMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('user').addColumn('termsAcceptedAt', t.timestamp).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('user').dropColumn('termsAcceptedAt').execute();
    },
  };
}
