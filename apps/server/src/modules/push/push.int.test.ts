import { randomUUID } from 'node:crypto';
import type { Club, ErrorBody, Game, GameList, PushPublicKey, ScheduleResponse, Tournament } from '@touchline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import {
  browserSubscription,
  startLocalPushService,
  verifiedVapidClaims,
  type ReceivedPush,
} from '../../../test/push-service.js';
import { pushRepository } from './push.repository.js';
import { addTeams, createClub, createTournament, put } from '../../../test/tournaments.js';

/**
 * Web Push end to end (decisions 050–053) against a push service on
 * loopback: the server subscribes real browser keys, records a goal and a
 * final score through the API, and the local service receives VAPID-signed,
 * aes128gcm-encrypted messages that decrypt to the score.
 */
const pushService = await startLocalPushService();

describeEachEngine(
  'push: subscriptions and sending goals and final scores',
  (ctx) => {
    let users: LevelUsers;
    let clubs: Club[];
    let publicKey: string;
    const as = (level: number) => users.clients[level]!;
    const endpoint = (name: string) => `${pushService.origin}/push/${ctx.config().databaseUrl ? 'pg' : 'lite'}/${name}`;
    const to = (url: string): ReceivedPush[] => pushService.received.filter((r) => r.path === new URL(url).pathname);
    const subscriptionRows = (userId: string) =>
      ctx.app().database.db.selectFrom('push_subscription').selectAll().where('userId', '=', userId).execute();

    beforeAll(async () => {
      users = await usersAtEveryLevel(ctx, 'pusher');
      clubs = [await createClub(as(0), 'FC Hafen'), await createClub(as(0), 'SV Berg')];
      const res = await as(5).get<PushPublicKey>('/api/push/public-key');
      expect(res.status, res.text).toBe(200);
      publicKey = res.body.publicKey;
    });

    /** A scheduled round robin of the two clubs and its one game. */
    async function tournamentWithGame(): Promise<{ tournament: Tournament; game: Game }> {
      const tournament = await createTournament(as(1), { name: `Push Cup ${randomUUID().slice(0, 6)}` });
      await addTeams(as(1), tournament.id, clubs);
      expect((await as(1).post<ScheduleResponse>(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
      const games = (await as(1).get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items;
      return { tournament, game: games[0]! };
    }
    const start = async (game: Game) => {
      const res = await as(2).post<Game>(`/api/games/${game.id}/start`, { version: game.version });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    const goal = async (game: Game, team: 1 | 2, id = randomUUID()) => {
      const res = await as(2).post<{ id: string; game: Game }>(`/api/games/${game.id}/events`, {
        id,
        kind: 'goal',
        team,
      });
      expect([200, 201], res.text).toContain(res.status);
      return res.body;
    };
    const finish = async (game: Game) => {
      const current = (await as(2).get<Game>(`/api/games/${game.id}`)).body;
      const res = await as(2).post<Game>(`/api/games/${game.id}/finish`, { version: current.version });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    const subscribe = async (level: number, body: object) => {
      const res = await put<ErrorBody>(as(level), '/api/push/subscription', body);
      expect(res.status, res.text).toBe(204);
    };
    const follow = async (level: number, tournamentId: string) =>
      expect((await put(as(level), `/api/tournaments/${tournamentId}/follow`)).status).toBe(200);

    describe('the VAPID key pair', () => {
      it('is a P-256 public key (65 bytes, uncompressed) that stays the same, and the private key never leaves', async () => {
        const raw = Buffer.from(publicKey, 'base64url');
        expect(raw.length).toBe(65);
        expect(raw[0]).toBe(0x04);
        const again = await as(0).get<PushPublicKey>('/api/push/public-key');
        expect(again.body).toEqual({ publicKey });
        const stored = await ctx.app().database.db.selectFrom('push_vapid_key').selectAll().execute();
        expect(stored).toHaveLength(1);
        expect(stored[0]!.publicKey).toBe(publicKey);
        expect(again.text).not.toContain(stored[0]!.privateKey);
      });

      it('is created once when instances start together: insert-or-ignore, then everyone reads the winner', async () => {
        const db = ctx.app().database.db;
        const original = await db.selectFrom('push_vapid_key').selectAll().executeTakeFirstOrThrow();
        const repos = [pushRepository(db, ctx.engine), pushRepository(db, ctx.engine)];
        await db.deleteFrom('push_vapid_key').execute();
        try {
          const candidates = [
            { publicKey: 'first', privateKey: 'p1' },
            { publicKey: 'second', privateKey: 'p2' },
          ];
          await Promise.all(repos.map((repo, i) => repo.insertVapidKeysIfAbsent(candidates[i]!)));
          const seen = await Promise.all(repos.map((repo) => repo.vapidKeys()));
          expect(seen[0]).toEqual(seen[1]);
          expect(await db.selectFrom('push_vapid_key').selectAll().execute()).toHaveLength(1);
        } finally {
          await db.deleteFrom('push_vapid_key').execute();
          await db.insertInto('push_vapid_key').values(original).execute();
        }
      });
    });

    describe('subscribing', () => {
      it('refuses keys that are not base64url of the right length, and a too long endpoint, with field codes', async () => {
        const good = browserSubscription(endpoint('validation')).body;
        const cases: [object, string][] = [
          [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, 'keys.p256dh'],
          [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } }, 'keys.auth'],
          [{ ...good, keys: { ...good.keys, auth: 'not base64!!!!!!!!!!!' } }, 'keys.auth'],
          [{ ...good, endpoint: `${pushService.origin}/${'x'.repeat(1000)}` }, 'endpoint'],
          [{ ...good, endpoint: 'not a url' }, 'endpoint'],
          [{ ...good, locale: 'xx' }, 'locale'],
        ];
        for (const [body, field] of cases) {
          const res = await put<ErrorBody>(as(5), '/api/push/subscription', body);
          expect(res.status, field).toBe(400);
          expect(res.body.error.code).toBe('VALIDATION_FAILED');
          expect(Object.keys(res.body.error.fields ?? {}), field).toContain(field);
        }
        expect(await subscriptionRows(users.ids[5]!)).toHaveLength(0);
      });

      it('keeps at most 10 subscriptions per user: the 11th replaces the oldest', async () => {
        const endpoints = Array.from({ length: 11 }, (_, i) => endpoint(`many-${i}`));
        for (const url of endpoints) {
          await subscribe(3, browserSubscription(url).body);
          // createdAt orders them; keep the timestamps apart on fast machines.
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const rows = await subscriptionRows(users.ids[3]!);
        expect(rows.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(1).sort());
        // Subscribing a known endpoint again replaces it: still 10, and it is the newest now.
        await subscribe(3, browserSubscription(endpoints[1]!).body);
        expect(await subscriptionRows(users.ids[3]!)).toHaveLength(10);
      });

      it('lets only the owner delete a subscription: someone else gets 404 and the row stays', async () => {
        const url = endpoint('owner');
        await subscribe(4, browserSubscription(url).body);
        const other = await as(5).request<ErrorBody>('DELETE', '/api/push/subscription', { endpoint: url });
        expect(other.status).toBe(404);
        expect(other.body.error.code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
        expect((await subscriptionRows(users.ids[4]!)).map((r) => r.endpoint)).toContain(url);
        const signedOut = await ctx.client().request('DELETE', '/api/push/subscription', { endpoint: url });
        expect(signedOut.status).toBe(401);
        const own = await as(4).request('DELETE', '/api/push/subscription', { endpoint: url });
        expect(own.status).toBe(204);
        expect((await subscriptionRows(users.ids[4]!)).map((r) => r.endpoint)).not.toContain(url);
        expect((await as(4).request('DELETE', '/api/push/subscription', { endpoint: url })).status).toBe(404);
      });
      it("refuses another user's endpoint with 409 PUSH_ENDPOINT_TAKEN: the owner's row, keys and DELETE stay", async () => {
        const url = endpoint('taken');
        const owners = browserSubscription(url);
        await subscribe(3, owners.body);
        const [before] = await subscriptionRows(users.ids[3]!).then((rows) => rows.filter((r) => r.endpoint === url));
        expect(before).toBeDefined();

        const attackers = browserSubscription(url, 'fr');
        const taken = await put<ErrorBody>(as(5), '/api/push/subscription', attackers.body);
        expect(taken.status).toBe(409);
        expect(taken.body.error.code).toBe('PUSH_ENDPOINT_TAKEN');
        expect(taken.body.error.fields).toBeUndefined();

        const rows = await ctx
          .app()
          .database.db.selectFrom('push_subscription')
          .selectAll()
          .where('endpoint', '=', url)
          .execute();
        expect(rows).toEqual([before]);
        expect(rows[0]).toMatchObject({
          userId: users.ids[3],
          p256dh: owners.body.keys.p256dh,
          auth: owners.body.keys.auth,
        });
        expect(await subscriptionRows(users.ids[5]!)).toEqual([]);

        // The owner still ends it; then it is free for the next account.
        expect((await as(3).request('DELETE', '/api/push/subscription', { endpoint: url })).status).toBe(204);
        await subscribe(5, attackers.body);
        expect((await subscriptionRows(users.ids[5]!)).map((r) => r.endpoint)).toEqual([url]);
      });
    });

    describe('sending', () => {
      it('sends a goal and the final score to the followers, signed, encrypted, in their language; not to others', async () => {
        const { tournament, game } = await tournamentWithGame();
        const english = browserSubscription(endpoint('follower-en'), 'en');
        const german = browserSubscription(endpoint('follower-de'), 'de');
        const stranger = browserSubscription(endpoint('stranger'), 'en');
        await follow(5, tournament.id);
        await subscribe(5, english.body);
        await subscribe(5, german.body);
        await subscribe(4, stranger.body);

        const running = await start(game);
        expect(to(english.body.endpoint)).toHaveLength(0);
        const afterGoal = await goal(running, 1);
        expect(afterGoal.game.goals1).toBe(1);
        await ctx.app().pushes.idle();
        const finished = await finish(running);
        expect(finished.status).toBe('finished');
        await ctx.app().pushes.idle();

        const [team1, team2] = [game.team1!.name, game.team2!.name];
        const url = `/TournamentView/${tournament.id}?tab=schedule`;
        const tag = `game-${game.id}`;
        expect(to(english.body.endpoint).map((m) => english.decrypt(m.body))).toEqual([
          { title: `Goal – ${tournament.name}`, body: `${team1} 1 – 0 ${team2}`, url, tag },
          { title: `Final score – ${tournament.name}`, body: `Final: ${team1} 1 – 0 ${team2}`, url, tag },
        ]);
        expect(to(german.body.endpoint).map((m) => german.decrypt(m.body))).toEqual([
          { title: `Tor – ${tournament.name}`, body: `${team1} 1 – 0 ${team2}`, url, tag },
          { title: `Endstand – ${tournament.name}`, body: `Endstand: ${team1} 1 – 0 ${team2}`, url, tag },
        ]);
        // Level 4 subscribed but does not follow this tournament.
        expect(to(stranger.body.endpoint)).toHaveLength(0);

        for (const message of [...to(english.body.endpoint), ...to(german.body.endpoint)]) {
          expect(message.headers['content-encoding']).toBe('aes128gcm');
          expect(message.headers['ttl']).toBe('3600');
          const claims = verifiedVapidClaims(message.headers.authorization, publicKey);
          expect(claims.aud).toBe(pushService.origin);
          expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
          expect(String(claims.sub)).toMatch(/^(mailto:|https:)/);
        }
      });

      it('sends nothing for a resent goal, an undo or a goal of another tournament', async () => {
        const { tournament, game } = await tournamentWithGame();
        const other = await tournamentWithGame();
        const follower = browserSubscription(endpoint('quiet'));
        await follow(1, tournament.id);
        await subscribe(1, follower.body);
        const running = await start(game);
        const id = randomUUID();
        await goal(running, 2, id);
        await goal(running, 2, id); // the same event again: answered, not recorded twice
        const res = await as(2).request<Game>('DELETE', `/api/games/${game.id}/events/${id}`);
        expect(res.status, res.text).toBe(200);
        expect(res.body.goals2).toBe(0);
        await goal(await start(other.game), 1);
        await ctx.app().pushes.idle();
        expect(to(follower.body.endpoint).map((m) => (follower.decrypt(m.body) as { body: string }).body)).toEqual([
          `${game.team1!.name} 0 – 1 ${game.team2!.name}`,
        ]);
      });

      it('deletes a subscription the push service says is gone (410) and keeps one that failed (500)', async () => {
        const { tournament, game } = await tournamentWithGame();
        const gone = browserSubscription(endpoint('gone'));
        const failing = browserSubscription(endpoint('failing'));
        pushService.answer.set(new URL(gone.body.endpoint).pathname, 410);
        pushService.answer.set(new URL(failing.body.endpoint).pathname, 500);
        await follow(0, tournament.id);
        await subscribe(0, gone.body);
        await subscribe(0, failing.body);
        await goal(await start(game), 1);
        await ctx.app().pushes.idle();
        expect(to(gone.body.endpoint)).toHaveLength(1);
        expect(to(failing.body.endpoint)).toHaveLength(1);
        const left = (await subscriptionRows(users.ids[0]!)).map((r) => r.endpoint);
        expect(left).not.toContain(gone.body.endpoint);
        expect(left).toContain(failing.body.endpoint);
      });
    });

    itAnsweredEveryRequestWithoutA5xx(ctx, 'push');
  },
  { env: { PUSH_ALLOW_LOOPBACK: '1' } },
);

afterAll(() => pushService.close());
