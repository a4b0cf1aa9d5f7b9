import { createHash, randomUUID } from 'node:crypto';
import type {
  AcceptedInvitation,
  Club,
  CupEvent,
  ErrorBody,
  EventGameList,
  EventOfficialList,
  Game,
  GameOfficialResult,
  GameRecord,
  GameRoster,
  Invitation,
  OfficialGameList,
  OfficialWarning,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { openEventStream, type HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { createPlayer } from '../../../test/players.js';
import { SETTINGS, addTeams, createClub, createTournament, del, put } from '../../../test/tournaments.js';

type EventGame = EventGameList['items'][number];

/** The app's clock runs this far ahead of the wall clock: an invitation's expiry is tested by moving it. */
let clockShift = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A birthday and a height no response to an official may carry (docs/product/personal-details.md). */
const BIRTHDAY = '2014-03-02';
const PERSONAL_KEYS = ['birthday', 'height', 'nationality', 'strongFoot', 'marketValue', 'photo', 'age'];

/** Every key of a JSON answer, however deep. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describeEachEngine(
  'officials: invitations, assignments and recording one’s own games',
  (ctx) => {
    let users: LevelUsers;
    let clubs: Club[];
    const as = (level: number) => users.clients[level]!;
    /** Each test's volunteer: a new level-5 account (one person's games overlap across cups of the same days). */
    let volunteers = 0;
    let vol: { client: HttpClient; id: string; name: string };
    const volunteer = () => vol.client;
    const volunteerId = () => vol.id;
    async function newVolunteer() {
      volunteers += 1;
      const client = ctx.client();
      const name = `Volunteer ${volunteers}`;
      expect((await client.signUp(name, `volunteer${volunteers}@example.com`)).status).toBe(200);
      const me = await client.get<{ id: string; level: number }>('/api/me');
      expect(me.body.level).toBe(5);
      vol = { client, id: me.body.id, name };
    }

    beforeAll(async () => {
      users = await usersAtEveryLevel(ctx, 'officials');
      clubs = [];
      for (const name of ['Nord', 'Süd', 'Ost', 'West']) clubs.push(await createClub(as(0), `FC ${name}`));
      await createPlayer(as(0), {
        firstName: 'Anna',
        lastName: 'Berg',
        clubId: clubs[0]!.id,
        backNumberDefault: 7,
        birthday: BIRTHDAY,
        height: 152,
      });
    });

    /** A cup with one division of four teams on two pitches, scheduled; its games by kick-off. */
    async function cup(name = 'Officials Cup') {
      await newVolunteer();
      const created = await as(1).post<CupEvent>('/api/events', {
        name,
        dateFrom: '2026-05-01',
        dateTo: '2026-05-02',
        pitches: [{ name: 'Pitch A' }, { name: 'Pitch B' }],
      });
      expect(created.status, created.text).toBe(201);
      const event = created.body;
      const tournament = await createTournament(as(1), {
        name: `${name} U11`,
        eventId: event.id,
        ageClass: 'U11',
        settings: { ...SETTINGS },
      });
      await addTeams(as(1), tournament.id, clubs);
      const scheduled = await as(1).post(`/api/events/${event.id}/schedule`, {});
      expect(scheduled.status, scheduled.text).toBe(200);
      const games = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
      expect(games.length).toBe(6);
      return { event, tournament, games };
    }

    const invite = async (eventId: string, level = 2) => {
      const res = await as(level).post<Invitation>(`/api/events/${eventId}/invitations`, {});
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    /** Accepts as the volunteer, or as the user of `level`. */
    const accept = (token: string, level?: number) =>
      (level === undefined ? volunteer() : as(level)).post<AcceptedInvitation & ErrorBody>(
        `/api/invitations/${token}/accept`,
        {},
      );
    const assign = (gameId: string, userId: string | null, extra: object = {}, level = 2) =>
      put<GameOfficialResult & ErrorBody & { warnings: OfficialWarning[] }>(
        as(level),
        `/api/games/${gameId}/official`,
        {
          userId,
          ...extra,
        },
      );
    const makeOfficial = async (eventId: string) => {
      expect((await accept((await invite(eventId)).token)).status).toBe(200);
    };
    const current = async (gameId: string) => (await as(0).get<Game>(`/api/games/${gameId}`)).body;
    const who = (level: number) => (level === 5 ? volunteer() : as(level));
    const start = async (level: number, gameId: string) =>
      who(level).post<Game & ErrorBody>(`/api/games/${gameId}/start`, { version: (await current(gameId)).version });
    const goal = (level: number, gameId: string) =>
      who(level).post<ErrorBody>(`/api/games/${gameId}/events`, { id: randomUUID(), kind: 'goal', team: 1, minute: 3 });
    const finish = async (level: number, gameId: string) =>
      who(level).post<Game & ErrorBody>(`/api/games/${gameId}/finish`, { version: (await current(gameId)).version });

    describe('invitations', () => {
      it('levels 0–2 invite with a single-use link kept only as its SHA-256; 3–5 are refused, signed out 401', async () => {
        const { event } = await cup();
        const before = Date.now();
        const invitation = await invite(event.id, 2);
        expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(invitation.url).toMatch(new RegExp(`/Invitation/${invitation.token}$`));
        // Valid 14 days (decision 455).
        const ttl = new Date(invitation.expiresAt).getTime() - before;
        expect(ttl).toBeGreaterThan(14 * DAY_MS - 60_000);
        expect(ttl).toBeLessThanOrEqual(14 * DAY_MS + 60_000);
        for (const level of [0, 1])
          expect((await as(level).post(`/api/events/${event.id}/invitations`, {})).status).toBe(201);
        for (const level of [3, 4, 5])
          expect((await as(level).post(`/api/events/${event.id}/invitations`, {})).status).toBe(403);
        expect((await ctx.client().post(`/api/events/${event.id}/invitations`, {})).status).toBe(401);
        const unknown = await as(2).post<ErrorBody>(`/api/events/${randomUUID()}/invitations`, {});
        expect(unknown.status).toBe(404);
        expect(unknown.body.error.code).toBe('EVENT_NOT_FOUND');

        // At rest: the digest, never the token.
        const rows = await ctx
          .app()
          .database.db.selectFrom('event_invitation')
          .selectAll()
          .where('eventId', '=', event.id)
          .execute();
        expect(rows).toHaveLength(3);
        const digest = createHash('sha256').update(invitation.token).digest('hex');
        expect(rows.map((r) => r.tokenDigest)).toContain(digest);
        expect(JSON.stringify(rows)).not.toContain(invitation.token);
      });

      it('makes a signed-in user of any level an official once; used, unknown and expired links are coded 4xx', async () => {
        const { event } = await cup();
        const { token } = await invite(event.id);
        expect((await ctx.client().post(`/api/invitations/${token}/accept`, {})).status).toBe(401);
        const accepted = await accept(token);
        expect(accepted.status, accepted.text).toBe(200);
        expect(accepted.body).toEqual({ eventId: event.id, eventName: event.name });
        // The same person again (a double tap) is answered as before; anyone else is refused.
        expect((await accept(token)).status).toBe(200);
        const used = await accept(token, 4);
        expect(used.status).toBe(409);
        expect(used.body.error).toMatchObject({ code: 'INVITATION_USED', message: expect.any(String) });
        const unknown = await accept('no-such-token', 4);
        expect(unknown.status).toBe(404);
        expect(unknown.body.error.code).toBe('INVITATION_NOT_FOUND');
        const bad = await accept('bad.token', 4);
        expect(bad.status).toBe(400);

        const late = await invite(event.id);
        clockShift = 15 * DAY_MS;
        try {
          const expired = await accept(late.token, 4);
          expect(expired.status).toBe(410);
          expect(expired.body.error.code).toBe('INVITATION_EXPIRED');
        } finally {
          clockShift = 0;
        }
        // Nobody but the volunteer became an official; their level did not change.
        const list = await as(2).get<EventOfficialList>(`/api/events/${event.id}/officials`);
        expect(list.status).toBe(200);
        expect(list.body.items).toEqual([{ userId: volunteerId(), name: vol.name, gameIds: [] }]);
        expect((await volunteer().get<{ level: number }>('/api/me')).body.level).toBe(5);
        for (const level of [3, 4, 5])
          expect((await as(level).get(`/api/events/${event.id}/officials`)).status).toBe(403);
      });
    });

    describe('an official records exactly their own games', () => {
      it('records the assigned game at level 5 and is refused on another game of the same event', async () => {
        const { event, tournament, games } = await cup();
        await makeOfficial(event.id);
        const [mine, other] = games as [EventGame, EventGame];
        // Before the assignment: refused like any level 5.
        expect((await start(5, mine.id)).status).toBe(403);
        const assigned = await assign(mine.id, volunteerId());
        expect(assigned.status, assigned.text).toBe(200);
        expect(assigned.body).toEqual({ gameIds: [mine.id], userId: volunteerId(), warnings: [] });

        expect((await start(5, mine.id)).status).toBe(200);
        expect((await goal(5, mine.id)).status).toBe(201);
        const period = await volunteer().post(`/api/games/${mine.id}/period`, {
          version: (await current(mine.id)).version,
          period: 'halfTime',
        });
        expect(period.status, period.text).toBe(200);
        const finished = await finish(5, mine.id);
        expect(finished.status, finished.text).toBe(200);
        expect(finished.body).toMatchObject({ status: 'finished', goals1: 1, goals2: 0 });
        // A correction of their own finished game too.
        expect((await goal(5, mine.id)).status).toBe(409);

        // Another game of the same event: every write refused.
        expect((await start(5, other.id)).status).toBe(403);
        expect((await goal(5, other.id)).status).toBe(403);
        expect((await finish(5, other.id)).status).toBe(403);
        expect((await volunteer().get(`/api/games/${other.id}/roster`)).status).toBe(403);
        expect((await volunteer().get<GameRecord>(`/api/games/${other.id}/events`)).body.mayRecord).toBe(false);
        expect((await volunteer().get<GameRecord>(`/api/games/${mine.id}/events`)).body.mayRecord).toBe(true);
        expect((await as(2).get<GameRecord>(`/api/games/${other.id}/events`)).body.mayRecord).toBe(true);

        // The organiser sees the result.
        expect(await current(mine.id)).toMatchObject({ status: 'finished', goals1: 1 });
        const myGames = await volunteer().get<OfficialGameList>('/api/officials/my-games');
        expect(myGames.body.items.map((g) => g.id)).toEqual([mine.id]);
        expect(myGames.body.items[0]).toMatchObject({
          tournamentId: tournament.id,
          eventId: event.id,
          eventName: event.name,
          pitchName: mine.pitchName,
        });
      });

      it('reads everything the recorder loads without any personal detail', async () => {
        const { event, tournament, games } = await cup();
        await makeOfficial(event.id);
        const game = games.find((g) => g.team1?.name === 'FC Nord' || g.team2?.name === 'FC Nord')!;
        expect((await assign(game.id, volunteerId())).status).toBe(200);
        const reads = [
          `/api/tournaments/${tournament.id}`,
          `/api/tournaments/${tournament.id}/games`,
          `/api/games/${game.id}`,
          `/api/games/${game.id}/events`,
          `/api/games/${game.id}/lineups`,
          `/api/games/${game.id}/roster`,
          `/api/events/${event.id}`,
          `/api/events/${event.id}/games`,
          '/api/officials/my-games',
        ];
        for (const path of reads) {
          const res = await volunteer().get(path);
          expect(res.status, `${path}: ${res.text}`).toBe(200);
          expect(res.text, path).not.toContain(BIRTHDAY);
          expect(
            [...keysOf(res.body)].filter((key) => PERSONAL_KEYS.includes(key)),
            path,
          ).toEqual([]);
        }
        const roster = (await volunteer().get<GameRoster>(`/api/games/${game.id}/roster`)).body;
        const side = game.team1?.name === 'FC Nord' ? roster.team1 : roster.team2;
        expect(side).toEqual([{ id: expect.any(String), firstName: 'Anna', lastName: 'Berg', backNumber: 7 }]);
        // The player list stays closed to level 5, official or not.
        expect((await volunteer().get(`/api/players?clubId=${clubs[0]!.id}`)).status).toBe(403);
      });
    });

    describe('revoking takes effect at once', () => {
      it('refuses the next write after an unassignment and tells an open recorder on the tournament topic', async () => {
        const { event, tournament, games } = await cup();
        await makeOfficial(event.id);
        const game = games[0]!;
        expect((await assign(game.id, volunteerId())).status).toBe(200);
        expect((await start(5, game.id)).status).toBe(200);
        const stream = await openEventStream(volunteer(), '/api/events?topics=tournament');
        try {
          await stream.next('ready');
          expect((await assign(game.id, null)).status).toBe(200);
          expect(JSON.parse((await stream.next('change')).data)).toEqual({ topic: 'tournament', ids: [tournament.id] });
        } finally {
          stream.close();
        }
        const refused = await goal(5, game.id);
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('FORBIDDEN');
        expect((await volunteer().get<GameRecord>(`/api/games/${game.id}/events`)).body.mayRecord).toBe(false);
        expect((await volunteer().get<OfficialGameList>('/api/officials/my-games')).body.items).toEqual([]);
      });

      it('removing the official from the event removes every assignment; they can no longer be assigned', async () => {
        const { event, games } = await cup();
        await makeOfficial(event.id);
        const [a, b] = games as [EventGame, EventGame];
        expect((await assign(a.id, volunteerId())).status).toBe(200);
        expect((await assign(b.id, volunteerId(), { confirm: true })).status).toBe(200);
        for (const level of [3, 4, 5]) {
          expect((await del(as(level), `/api/events/${event.id}/officials/${volunteerId()}`)).status).toBe(403);
        }
        expect((await del(as(2), `/api/events/${event.id}/officials/${volunteerId()}`)).status).toBe(204);
        expect((await start(5, a.id)).status).toBe(403);
        expect((await start(5, b.id)).status).toBe(403);
        expect((await as(2).get<EventOfficialList>(`/api/events/${event.id}/officials`)).body.items).toEqual([]);
        const again = await del<ErrorBody>(as(2), `/api/events/${event.id}/officials/${volunteerId()}`);
        expect(again.status).toBe(404);
        expect(again.body.error.code).toBe('NOT_AN_OFFICIAL');
        const notOfficial = await assign(a.id, volunteerId());
        expect(notOfficial.status).toBe(400);
        expect(notOfficial.body.error).toMatchObject({ code: 'NOT_AN_OFFICIAL', fields: { userId: 'INVALID_VALUE' } });
      });
    });

    describe('assigning', () => {
      it('warns when one official would have two overlapping games, and saves once confirmed', async () => {
        const { event, games } = await cup();
        await makeOfficial(event.id);
        const first = games[0]!;
        const parallel = games.find((g) => g.id !== first.id && g.date === first.date && g.start === first.start)!;
        expect(parallel).toBeDefined();
        expect((await assign(first.id, volunteerId())).status).toBe(200);
        const warned = await assign(parallel.id, volunteerId());
        expect(warned.status).toBe(409);
        expect(warned.body.error.code).toBe('OFFICIAL_NEEDS_CONFIRMATION');
        expect(warned.body.warnings).toEqual([{ code: 'OFFICIAL_BUSY', gameId: first.id, of: parallel.id }]);
        // Nothing was saved.
        const officials = await as(2).get<EventOfficialList>(`/api/events/${event.id}/officials`);
        expect(officials.body.items[0]!.gameIds).toEqual([first.id]);
        const confirmed = await assign(parallel.id, volunteerId(), { confirm: true });
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.warnings).toHaveLength(1);
      });

      it('assigns an official to every game on one pitch for a day', async () => {
        const { event, games } = await cup();
        await makeOfficial(event.id);
        const day = games[0]!.date!;
        const onPitch = games.filter((g) => g.date === day && g.pitch === 1).map((g) => g.id);
        expect(onPitch.length).toBeGreaterThan(1);
        const res = await put<GameOfficialResult>(as(2), `/api/events/${event.id}/pitch-officials`, {
          date: day,
          pitch: 1,
          userId: volunteerId(),
        });
        expect(res.status, res.text).toBe(200);
        expect([...res.body.gameIds].sort()).toEqual([...onPitch].sort());
        const mine = await volunteer().get<OfficialGameList>('/api/officials/my-games');
        expect(mine.body.items.map((g) => g.id).sort()).toEqual([...onPitch].sort());
        expect(mine.body.items.every((g) => g.pitchName === 'Pitch A')).toBe(true);
        const cleared = await put<GameOfficialResult>(as(2), `/api/events/${event.id}/pitch-officials`, {
          date: day,
          pitch: 1,
          userId: null,
        });
        expect(cleared.status).toBe(200);
        expect((await volunteer().get<OfficialGameList>('/api/officials/my-games')).body.items).toEqual([]);
        for (const level of [3, 4, 5]) {
          expect(
            (await put(as(level), `/api/events/${event.id}/pitch-officials`, { date: day, pitch: 1, userId: null }))
              .status,
          ).toBe(403);
        }
      });

      it('refuses a user who is not an official, a game of no event, an unknown game, and levels 3–5', async () => {
        const { event, games } = await cup();
        const game = games[0]!;
        const outsider = await assign(game.id, users.ids[4]!);
        expect(outsider.status).toBe(400);
        expect(outsider.body.error.code).toBe('NOT_AN_OFFICIAL');
        const lone = await createTournament(as(1), { name: 'No event' });
        await addTeams(as(1), lone.id, clubs.slice(0, 2));
        expect((await as(1).post(`/api/tournaments/${lone.id}/schedule`, {})).status).toBe(200);
        const loneGame = (await as(1).get<{ items: Game[] }>(`/api/tournaments/${lone.id}/games`)).body.items[0]!;
        await makeOfficial(event.id);
        const noEvent = await assign(loneGame.id, volunteerId());
        expect(noEvent.status).toBe(400);
        expect(noEvent.body.error.code).toBe('GAME_NOT_IN_EVENT');
        const unknown = await assign(randomUUID(), volunteerId());
        expect(unknown.status).toBe(404);
        expect(unknown.body.error.code).toBe('GAME_NOT_FOUND');
        for (const level of [3, 4, 5]) expect((await assign(game.id, volunteerId(), {}, level)).status).toBe(403);
        expect((await put(volunteer(), `/api/games/${game.id}/official`, { userId: volunteerId() })).status).toBe(403);
        expect((await ctx.client().request('PUT', `/api/games/${game.id}/official`, { userId: null })).status).toBe(
          401,
        );
        for (const level of [0, 1]) expect((await assign(game.id, volunteerId(), {}, level)).status).toBe(200);
      });
    });

    itAnsweredEveryRequestWithoutA5xx(ctx, 'officials');
  },
  { now: () => new Date(Date.now() + clockShift) },
);
