import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * better-auth's tables (user, session, account, verification), exactly as its
 * own schema generator emits them for 1.7.7, plus our profile columns on
 * `user`. We migrate them ourselves so that one migration set serves both
 * engines and nothing runs `npx auth migrate` behind our back.
 */
export function accountsMigration(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', t.boolean, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('locale', 'text')
        .addColumn('isDarkMode', t.boolean, (c) => c.notNull().defaultTo(t.false))
        .execute();

      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', t.timestamp)
        .addColumn('refreshTokenExpiresAt', t.timestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

      await db.schema
        .createTable('app_setting')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('first_account')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('userId', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['first_account', 'app_setting', 'verification', 'account', 'session', 'user']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
