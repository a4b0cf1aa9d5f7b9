import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Web Push (decision 050).
 *
 * `push_vapid_key` holds the server's one VAPID key pair, created at the first
 * start when absent. It lives in the database, not in a file, so every
 * instance signs with the same key (a browser's subscription is bound to the
 * public key it subscribed with). The primary key is fixed to 1: instances
 * starting together insert-or-ignore and then read the one row that won.
 *
 * `push_subscription` is one browser's subscription of one user: the push
 * service's endpoint (unique: one browser profile subscribes once), the
 * browser's keys and the language of its notifications. Deleting the user
 * deletes their subscriptions.
 */
export function pushMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('push_vapid_key')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('publicKey', 'text', (c) => c.notNull())
        .addColumn('privateKey', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('push_subscription')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_subscription_user_idx').on('push_subscription').column('userId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('push_subscription').execute();
      await db.schema.dropTable('push_vapid_key').execute();
    },
  };
}
