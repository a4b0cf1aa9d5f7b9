import { createECDH, randomUUID } from 'node:crypto';
import {
  can,
  DEFAULT_LOCALE,
  isSupportedLocale,
  MAX_PUSH_SUBSCRIPTIONS_PER_USER,
  type Actor,
  type DeletePushSubscription,
  type Game,
  type Level,
  type Locale,
  type PushPayload,
  type PushPublicKey,
  type PushSubscriptionInput,
} from '@touchline/core';
import type * as WebPushModule from 'web-push';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import type { Translations } from '../../i18n/translations.js';
import { endpointRefusal } from './push-endpoint.js';
import type { PushQueue } from './push-queue.js';
import type { PushRequest } from './push-sender.js';
import type { FollowerSubscription, PushRepository, VapidKeys } from './push.repository.js';

export type PushStore = Store<{ push: PushRepository }>;

/** What recording a game tells the push service, after its commit (decision 053). */
export type GameNotifier = {
  goal(tournamentId: string, game: Game): void;
  finished(tournamentId: string, game: Game): void;
};

/** How long a push service keeps a message for an offline browser: a goal an hour later is still news. */
export const PUSH_TTL_SECONDS = 3600;
/** One send, connecting included. */
export const PUSH_TIMEOUT_MS = 5000;
/** Subscriptions one game event reaches at most (the queue holds no more either). */
export const MAX_PUSH_RECIPIENTS = 10_000;

export type PushOutcome = 'sent' | 'gone' | 'failed' | 'dropped';

export type PushServiceOptions = {
  translations: Translations;
  queue: PushQueue;
  /** PUSH_ALLOW_LOOPBACK: http(s)://127.0.0.1 endpoints (tests only, decision 051). */
  allowLoopback: boolean;
  /** The VAPID `sub` claim: how a push service reaches the operator (mailto: or https:). */
  subject: string;
  /** Sends one encrypted, signed request; answers the push service's status. */
  send: (request: PushRequest, timeoutMs: number) => Promise<number>;
  count: (outcome: PushOutcome) => void;
  warn: (message: string) => void;
};

/** A new P-256 key pair in the form web-push and browsers take (base64url; private key 32 bytes). */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(Math.max(0, 32 - privateKey.length)), privateKey]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

/** web-push (and http_ece with it) loads on the first send, not at server start (decision 052). */
type WebPush = typeof WebPushModule;
let webPush: Promise<WebPush> | undefined;
const loadWebPush = () => (webPush ??= import('web-push').then((m) => (m.default ?? m) as WebPush));

/**
 * Web Push for followers (decisions 050–053): the VAPID key pair,
 * the users' subscriptions, and sending goals and final scores of followed
 * tournaments. Recording calls `notifier` after its commit; the notifier only
 * puts a job in the bounded queue, so the recording request never waits for
 * a push service. The job reads the followers' subscriptions, leaves out
 * those who may not see the tournament, and sends each a message in its own
 * language; a push service answering 404 or 410 deletes the subscription.
 */
export function pushService(store: PushStore, options: PushServiceOptions) {
  let keys: Promise<VapidKeys> | undefined;

  /** Created at the first start when absent: insert-or-ignore, then read the row that won. */
  async function loadKeys(): Promise<VapidKeys> {
    const stored = await store.push.vapidKeys();
    if (stored) return stored;
    await store.push.insertVapidKeysIfAbsent(generateVapidKeys());
    const winner = await store.push.vapidKeys();
    if (!winner) throw new Error('VAPID keys missing after insert');
    return winner;
  }
  const vapidKeys = () => {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  const textsOf = new Map<Locale, ReturnType<Translations['in']>>();
  const t = (locale: Locale) => {
    let translate = textsOf.get(locale);
    if (!translate) textsOf.set(locale, (translate = options.translations.in(locale)));
    return translate;
  };

  function payloadOf(kind: 'goal' | 'final', locale: Locale, tournamentId: string, tournament: string, game: Game) {
    const tr = t(locale);
    const values = {
      tournament,
      team1: game.team1?.name ?? '?',
      team2: game.team2?.name ?? '?',
      goals1: game.goals1,
      goals2: game.goals2,
      shootout1: game.shootout?.goals1,
      shootout2: game.shootout?.goals2,
    };
    const body =
      kind === 'goal'
        ? tr('tournaments:push.goalBody', values)
        : tr(game.shootout ? 'tournaments:push.finalShootoutBody' : 'tournaments:push.finalBody', values);
    const payload: PushPayload = {
      title: tr(kind === 'goal' ? 'tournaments:push.goalTitle' : 'tournaments:push.finalTitle', values),
      body,
      // The tournament view: followers at every level may open it (/Game is the recorder's page).
      url: `/TournamentView/${encodeURIComponent(tournamentId)}?tab=schedule`,
      // One notification per game: the next goal, then the final score, replace the last.
      tag: `game-${game.id}`,
    };
    return JSON.stringify(payload);
  }

  async function sendOne(subscription: FollowerSubscription, payload: string) {
    // The rule may have tightened since the subscription was stored (loopback switched off).
    if (endpointRefusal(subscription.endpoint, options.allowLoopback) !== null) {
      options.count('failed');
      return;
    }
    const [webpush, vapid] = await Promise.all([loadWebPush(), vapidKeys()]);
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: options.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    let status: number;
    try {
      status = await options.send(request as PushRequest, PUSH_TIMEOUT_MS);
    } catch (error) {
      options.count('failed');
      options.warn(`push to ${new URL(subscription.endpoint).host} failed: ${(error as Error).message}`);
      return;
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: never send there again.
      await store.push.deleteById(subscription.id);
      options.count('gone');
    } else if (status >= 200 && status < 300) {
      options.count('sent');
    } else {
      options.count('failed');
      options.warn(`push to ${new URL(subscription.endpoint).host} answered ${status}`);
    }
  }

  function fanOut(kind: 'goal' | 'final', tournamentId: string, game: Game) {
    options.queue.add(async () => {
      const [subscriptions, tournament] = await Promise.all([
        store.push.ofFollowers(tournamentId, MAX_PUSH_RECIPIENTS),
        store.push.tournamentName(tournamentId),
      ]);
      if (tournament === undefined) return;
      const payloads = new Map<Locale, string>();
      for (const subscription of subscriptions) {
        // Only who may see the tournament hears about it (today every signed-in level may).
        const reader: Actor = { id: subscription.userId, level: subscription.level as Level, clubIds: [] };
        if (!can(reader, 'tournament.view')) continue;
        const locale = isSupportedLocale(subscription.locale) ? subscription.locale : DEFAULT_LOCALE;
        let payload = payloads.get(locale);
        if (payload === undefined)
          payloads.set(locale, (payload = payloadOf(kind, locale, tournamentId, tournament, game)));
        const message = payload;
        options.queue.add(() => sendOne(subscription, message));
      }
    });
  }

  const notifier: GameNotifier = {
    goal: (tournamentId, game) => fanOut('goal', tournamentId, game),
    finished: (tournamentId, game) => fanOut('final', tournamentId, game),
  };

  return {
    notifier,
    /** At start-up: the key pair exists before the first request needs it. */
    async ensureKeys(): Promise<void> {
      await vapidKeys();
    },

    async publicKey(actor: Actor): Promise<PushPublicKey> {
      assertCan(actor, 'tournament.follow');
      return { publicKey: (await vapidKeys()).publicKey };
    },

    /**
     * Stores the browser's subscription for the caller; past the limit the
     * oldest goes. An endpoint another user registered is refused with 409
     * `PUSH_ENDPOINT_TAKEN` and their row is untouched (decision 363).
     */
    async subscribe(actor: Actor, input: PushSubscriptionInput): Promise<void> {
      assertCan(actor, 'tournament.follow');
      if (endpointRefusal(input.endpoint, options.allowLoopback) !== null) {
        throw new AppError(400, 'PUSH_ENDPOINT_REFUSED', { endpoint: 'INVALID_VALUE' });
      }
      const chosen = input.locale ?? (await store.push.userLocale(actor.id));
      const locale: Locale = isSupportedLocale(chosen) ? chosen : DEFAULT_LOCALE;
      await store.transaction(async ({ push }) => {
        const stored = await push.upsert({
          id: randomUUID(),
          userId: actor.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          locale,
        });
        // Another account's browser subscription (a shared browser, or a copied
        // endpoint): theirs stays; this browser must subscribe afresh (decision 363).
        if (!stored) throw new AppError(409, 'PUSH_ENDPOINT_TAKEN');
        await push.trimOfUser(actor.id, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
      });
    },

    /** Deletes the caller's subscription of this endpoint: 404 when the caller has none there. */
    async unsubscribe(actor: Actor, input: DeletePushSubscription): Promise<void> {
      assertCan(actor, 'tournament.follow');
      if (!(await store.push.deleteOfUser(actor.id, input.endpoint))) {
        throw new AppError(404, 'PUSH_SUBSCRIPTION_NOT_FOUND');
      }
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
