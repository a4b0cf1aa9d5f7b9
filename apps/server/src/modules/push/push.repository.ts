import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, PushSubscriptionTable } from '../../db/schema.js';

export type VapidKeys = { publicKey: string; privateKey: string };

/** A stored subscription as the send path needs it (the table's row without its timestamp). */
export type PushSubscriptionRow = Omit<Selectable<PushSubscriptionTable>, 'createdAt'>;

/** A subscription of a follower, with the follower's level (who may see the tournament). */
export type FollowerSubscription = PushSubscriptionRow & { level: number };

const COLUMNS = [
  'push_subscription.id',
  'push_subscription.userId',
  'push_subscription.endpoint',
  'push_subscription.p256dh',
  'push_subscription.auth',
  'push_subscription.locale',
] as const;

/** Web Push: the server's VAPID key pair and the users' subscriptions (migration 0020, decision 050). */
export function pushRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    /** Stores a key pair unless one exists; instances starting together both call this, one row wins. */
    async insertVapidKeysIfAbsent(keys: VapidKeys): Promise<void> {
      await db
        .insertInto('push_vapid_key')
        .values({ id: 1, ...keys, createdAt: values.timestamp() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async vapidKeys(): Promise<VapidKeys | undefined> {
      return db.selectFrom('push_vapid_key').select(['publicKey', 'privateKey']).where('id', '=', 1).executeTakeFirst();
    },

    /**
     * Stores the subscription for the user: the user's own known endpoint
     * (the same browser subscribing again) takes the new keys and language
     * and counts as new. False when another user registered the endpoint:
     * that row is left as it is (decision 363).
     */
    async upsert(row: PushSubscriptionRow): Promise<boolean> {
      const createdAt = values.timestamp();
      const result = await db
        .insertInto('push_subscription')
        .values({ ...row, createdAt })
        .onConflict((oc) =>
          oc
            .column('endpoint')
            .doUpdateSet({ p256dh: row.p256dh, auth: row.auth, locale: row.locale, createdAt })
            .where('push_subscription.userId', '=', row.userId),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Deletes the user's subscriptions beyond the newest `keep`. */
    async trimOfUser(userId: string, keep: number): Promise<void> {
      const extra = await db
        .selectFrom('push_subscription')
        .select('id')
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(keep)
        .limit(1000)
        .execute();
      if (extra.length === 0) return;
      await db
        .deleteFrom('push_subscription')
        .where(
          'id',
          'in',
          extra.map((r) => r.id),
        )
        .execute();
    },

    /** Deletes the user's subscription of this endpoint; false when the user has none there. */
    async deleteOfUser(userId: string, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscription')
        .where('userId', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('push_subscription').where('id', '=', id).execute();
    },

    async countOfUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('push_subscription')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The subscriptions of the tournament's followers, at most `limit`, with each follower's level. */
    async ofFollowers(tournamentId: string, limit: number): Promise<FollowerSubscription[]> {
      return db
        .selectFrom('push_subscription')
        .innerJoin('tournament_follow', 'tournament_follow.userId', 'push_subscription.userId')
        .innerJoin('user', 'user.id', 'push_subscription.userId')
        .select([...COLUMNS, 'user.level'])
        .where('tournament_follow.tournamentId', '=', tournamentId)
        .orderBy('push_subscription.id')
        .limit(limit)
        .execute();
    },

    /** The user's chosen language, if any: the default for a subscription that names none. */
    async userLocale(userId: string): Promise<string | null | undefined> {
      const row = await db.selectFrom('user').select('locale').where('id', '=', userId).executeTakeFirst();
      return row?.locale;
    },

    /** The tournament's name, for the notification's title. */
    async tournamentName(tournamentId: string): Promise<string | undefined> {
      const row = await db.selectFrom('tournament').select('name').where('id', '=', tournamentId).executeTakeFirst();
      return row?.name;
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
