import { createHash, randomUUID } from 'node:crypto';
import type {
  Club,
  CreatedCalendarFeed,
  CupEvent,
  ErrorBody,
  EventGameList,
  EventPublication,
  Game,
  Player,
  PublicEvent,
} from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { createPlayer } from '../../../test/players.js';
import { SETTINGS, addTeams, createClub, createTournament, del, put } from '../../../test/tournaments.js';

/** Names no public answer may carry: every user's (the organiser's too) and every player's. */
const PREFIX = 'zebulonprivate';
const PLAYERS = [
  { firstName: 'Quirinius', lastName: 'Wolkenkratzer' },
  { firstName: 'Theodolinde', lastName: 'Mondscheinova' },
];

describeEachEngine('public results page and calendar feeds (decisions 460, 461, 463)', (ctx) => {
  let users: LevelUsers;
  let clubs: Club[];
  let players: Player[];
  let event: CupEvent;
  let divisionId: string;
  let games: EventGameList['items'];
  let scoredGameId: string;
  const as = (level: number) => users.clients[level]!;
  const anonymous = () => ctx.client();
  const publication = (level: number, body: object) =>
    put<EventPublication & ErrorBody>(as(level), `/api/events/${event.id}/publication`, body);
  const version = async () => (await as(1).get<CupEvent>(`/api/events/${event.id}`)).body.version;
  const publicPath = (token: string) => `/api/public/events/${token}`;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, PREFIX);
    clubs = [];
    for (const name of ['Nord', 'Süd', 'Ost', 'West']) clubs.push(await createClub(as(0), `FC ${name}`));
    const created = await as(1).post<CupEvent>('/api/events', {
      name: 'Hafenstadt Cup',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-01',
      pitches: [{ name: 'Kunstrasen Ost' }, { name: 'Pitch 2' }],
    });
    expect(created.status, created.text).toBe(201);
    const tournament = await createTournament(as(1), {
      name: 'U9 Cup',
      eventId: created.body.id,
      ageClass: 'U9',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-01',
      settings: SETTINGS,
    });
    divisionId = tournament.id;
    const teams = await addTeams(as(1), tournament.id, clubs);
    const scheduled = await as(1).post(`/api/events/${created.body.id}/schedule`, {});
    expect(scheduled.status, scheduled.text).toBe(200);
    event = (await as(1).get<CupEvent>(`/api/events/${created.body.id}`)).body;
    games = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
    expect(games.length).toBe(6);
    // The first game: a goal with its scorer and a card with its player.
    const game = games.find((g) => g.team1?.id && g.team1.name === 'FC Nord') ?? games[0]!;
    scoredGameId = game.id;
    players = [];
    for (const [i, p] of PLAYERS.entries())
      players.push(
        await createPlayer(as(1), {
          ...p,
          clubId: teams.find((t) => t.id === (i === 0 ? game.team1 : game.team2)!.id)!.clubId,
          position: 'CS',
          birthday: '2016-03-14',
          nationality: 'DE',
          height: 131,
          watchlist: false,
          backNumberDefault: 9,
        }),
      );
    const started = await as(1).post<Game>(`/api/games/${game.id}/start`, { version: game.version });
    expect(started.status, started.text).toBe(200);
    for (const body of [
      { kind: 'goal', team: 1, minute: 3, playerId: players[0]!.id },
      { kind: 'yellow', team: 2, minute: 5, playerId: players[1]!.id },
    ]) {
      const res = await as(1).post(`/api/games/${game.id}/events`, { id: randomUUID(), ...body });
      expect(res.status, res.text).toBe(201);
    }
  });

  describe('publishing', () => {
    it('is off by default: the publication has no token and an unknown token is a coded 404', async () => {
      const read = await as(5).get<EventPublication>(`/api/events/${event.id}/publication`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ published: false, token: null, version: event.version });
      const unknown = await anonymous().get<ErrorBody>(publicPath('AAAAAAAAAAAAAAAAAAAAAA'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('RESULTS_NOT_PUBLISHED');
      expect((await anonymous().get(`/api/events/${event.id}/publication`)).status).toBe(401);
    });

    it('only levels 0–1 publish; a stale version is 409 CONFLICT; signed out is 401', async () => {
      const current = await version();
      for (const level of [2, 3, 4, 5])
        expect((await publication(level, { published: true, version: current })).status, `level ${level}`).toBe(403);
      expect(
        (await put(anonymous(), `/api/events/${event.id}/publication`, { published: true, version: current })).status,
      ).toBe(401);
      const stale = await publication(1, { published: true, version: current - 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const bad = await publication(1, { published: 'yes', version: current });
      expect(bad.status).toBe(400);
      expect(
        (await put(as(1), `/api/events/${randomUUID()}/publication`, { published: true, version: 1 })).status,
      ).toBe(404);
      const published = await publication(0, { published: true, version: current });
      expect(published.status, published.text).toBe(200);
      expect(published.body).toMatchObject({ published: true, version: current + 1 });
      expect(published.body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Unpublishing and publishing again keep the link: a printed QR code still works.
      const off = await publication(1, { published: false, version: current + 1 });
      expect(off.body).toMatchObject({ published: false, token: published.body.token });
      for (const client of [anonymous(), ...users.clients]) {
        const res = await client.get<ErrorBody>(publicPath(published.body.token!));
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('RESULTS_NOT_PUBLISHED');
      }
      const on = await publication(1, { published: true, version: current + 2 });
      expect(on.body).toMatchObject({ published: true, token: published.body.token });
      for (const client of [anonymous(), ...users.clients])
        expect((await client.get(publicPath(on.body.token!))).status).toBe(200);
    });
  });

  describe('the published page', () => {
    let token: string;
    beforeAll(async () => {
      token = (await as(5).get<EventPublication>(`/api/events/${event.id}/publication`)).body.token!;
    });

    it('shows the schedule with pitch names, the running score, the standings and the teams with their clubs', async () => {
      const res = await anonymous().get<PublicEvent>(publicPath(token));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=5');
      expect(res.headers.get('set-cookie')).toBeNull();
      const page = res.body;
      expect(page).toMatchObject({ name: 'Hafenstadt Cup', pitches: ['Kunstrasen Ost', 'Pitch 2'] });
      expect(page.games).toHaveLength(6);
      expect(page.games.every((g) => g.divisionId === divisionId && g.date === '2026-05-01')).toBe(true);
      expect(new Set(page.games.map((g) => g.pitchName))).toEqual(new Set(['Kunstrasen Ost', 'Pitch 2']));
      const running = page.games.filter((g) => g.status === 'running');
      expect(running).toHaveLength(1);
      expect([running[0]!.goals1, running[0]!.goals2]).toEqual([1, 0]);
      const [division] = page.divisions;
      expect(division).toMatchObject({ name: 'U9 Cup', ageClass: 'U9', bracket: null, champion: null });
      expect(division!.teams.map((t) => t.club)).toEqual(['FC Nord', 'FC Süd', 'FC Ost', 'FC West']);
      expect(division!.groups[0]!.rows).toHaveLength(4);
      expect(Object.keys(division!.groups[0]!.rows[0]!).sort()).toEqual(
        [
          'drawn',
          'goalDifference',
          'goalsAgainst',
          'goalsFor',
          'lost',
          'played',
          'points',
          'position',
          'team',
          'teamId',
          'won',
        ].sort(),
      );
    });

    it('answers 304 to its ETag until a score changes, then the new score with a new ETag', async () => {
      const first = await anonymous().get<PublicEvent>(publicPath(token));
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      const again = await anonymous().get(publicPath(token), { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      const running = first.body.games.find((g) => g.status === 'running')!;
      const goal = await as(1).post(`/api/games/${running.id}/events`, {
        id: randomUUID(),
        kind: 'goal',
        team: 2,
        minute: 8,
      });
      expect(goal.status, goal.text).toBe(201);
      const changed = await anonymous().get<PublicEvent>(publicPath(token), { headers: { 'if-none-match': etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      const now = changed.body.games.find((g) => g.id === running.id)!;
      expect([now.goals1, now.goals2]).toEqual([1, 1]);
    });

    it('names the champion once every game of a table is finished', async () => {
      const fresh = (await anonymous().get<PublicEvent>(publicPath(token))).body;
      for (const g of fresh.games) {
        let game = (await as(1).get<Game>(`/api/games/${g.id}`)).body;
        if (game.status === 'scheduled') {
          const started = await as(1).post<Game>(`/api/games/${g.id}/start`, { version: game.version });
          expect(started.status, started.text).toBe(200);
          const team = g.team1!.name === 'FC West' ? 1 : 2;
          if (g.team1!.name === 'FC West' || g.team2!.name === 'FC West')
            await as(1).post(`/api/games/${g.id}/events`, { id: randomUUID(), kind: 'goal', team, minute: 4 });
          game = (await as(1).get<Game>(`/api/games/${g.id}`)).body;
        }
        if (game.status === 'running') {
          const done = await as(1).post(`/api/games/${g.id}/finish`, { version: game.version });
          expect(done.status, done.text).toBe(200);
        }
      }
      const page = (await anonymous().get<PublicEvent>(publicPath(token))).body;
      expect(page.games.every((g) => g.status === 'finished')).toBe(true);
      expect(page.divisions[0]!.champion).toBe('FC West');
    });
  });

  describe('calendar feeds', () => {
    const feedPath = (teamId: string) => `/api/tournaments/${divisionId}/teams/${teamId}/calendar-feed`;
    const teamId = () => games[0]!.team1!.id;

    it('anyone who may view the tournament makes a feed of a team; signed out may not; an unknown team is 404', async () => {
      expect((await anonymous().post(feedPath(teamId()), {})).status).toBe(401);
      expect((await as(5).get(feedPath(teamId()))).body).toEqual({ createdAt: null });
      const made = await as(5).post<CreatedCalendarFeed>(feedPath(teamId()), {});
      expect(made.status, made.text).toBe(201);
      expect(made.body.path).toBe(`/api/public/calendar/${made.body.token}/games.ics`);
      expect((await as(5).get<{ createdAt: string }>(feedPath(teamId()))).body.createdAt).toBe(made.body.createdAt);
      const unknown = await as(5).post<ErrorBody>(feedPath(randomUUID()), {});
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('TEAM_NOT_FOUND');
      // Only the token's SHA-256 is stored (decision 360's rule).
      const stored = await ctx.app().database.db.selectFrom('calendar_feed').select('tokenHash').execute();
      const digest = createHash('sha256').update(made.body.token).digest('hex');
      expect(stored.map((r) => r.tokenHash)).toContain(digest);
      expect(stored.map((r) => r.tokenHash)).not.toContain(made.body.token);
    });

    it("lists the team's games with pitch names and follows a moved game; a new feed and a revoke make old links 404", async () => {
      const made = (await as(4).post<CreatedCalendarFeed>(feedPath(teamId()), {})).body;
      const feed = await anonymous().get<string>(made.path);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(feed.text).toContain('BEGIN:VCALENDAR');
      expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
      expect(feed.text).toMatch(/LOCATION:(Kunstrasen Ost|Pitch 2)/);
      expect(feed.text).toContain('Hafenstadt Cup');
      const mine = games.find((g) => g.team1?.id === teamId() || g.team2?.id === teamId())!;
      const game = (await as(1).get<Game>(`/api/games/${mine.id}`)).body;
      const moved = await as(1).patch(`/api/games/${mine.id}`, {
        version: game.version,
        date: '2026-05-01',
        start: 17 * 60 + 5,
        pitch: 2,
        confirm: true,
      });
      expect(moved.status, moved.text).toBe(200);
      expect((await anonymous().get<string>(made.path)).text).toContain('DTSTART:20260501T170500');
      const renewed = (await as(4).post<CreatedCalendarFeed>(feedPath(teamId()), {})).body;
      expect((await anonymous().get<ErrorBody>(made.path)).status).toBe(404);
      expect((await anonymous().get(renewed.path)).status).toBe(200);
      expect((await del(as(4), feedPath(teamId()))).status).toBe(204);
      const revoked = await anonymous().get<ErrorBody>(renewed.path);
      expect(revoked.status).toBe(404);
      expect(revoked.body.error.code).toBe('CALENDAR_FEED_NOT_FOUND');
      expect((await del(as(4), feedPath(teamId()))).status).toBe(404);
    });
  });

  describe("a follower's feed of the tournaments they follow (decision 463)", () => {
    const mine = '/api/me/calendar-feed';
    const follow = (level: number, id: string) => put(as(level), `/api/tournaments/${id}/follow`);
    const events = (text: string) => text.match(/BEGIN:VEVENT/g)?.length ?? 0;
    let otherId: string;

    beforeAll(async () => {
      const other = await createTournament(as(1), {
        name: 'Leuchtturm Turnier',
        dateFrom: '2026-06-06',
        dateTo: '2026-06-06',
        settings: SETTINGS,
      });
      otherId = other.id;
      await addTeams(as(1), other.id, clubs.slice(0, 3));
      const scheduled = await as(1).post(`/api/tournaments/${other.id}/schedule`, {});
      expect(scheduled.status, scheduled.text).toBe(200);
    });

    it('is made by a signed-in user for themselves only, shown once, stored as its SHA-256', async () => {
      expect((await anonymous().get(mine)).status).toBe(401);
      expect((await anonymous().post(mine, {})).status).toBe(401);
      expect((await del(anonymous(), mine)).status).toBe(401);
      expect((await as(2).get(mine)).body).toEqual({ createdAt: null });
      const none = await del<ErrorBody>(as(2), mine);
      expect(none.status).toBe(404);
      expect(none.body.error.code).toBe('CALENDAR_FEED_NOT_FOUND');
      const made = await as(2).post<CreatedCalendarFeed>(mine, {});
      expect(made.status, made.text).toBe(201);
      expect(made.body.path).toBe(`/api/public/calendar/${made.body.token}/followed.ics`);
      expect((await as(2).get<{ createdAt: string }>(mine)).body.createdAt).toBe(made.body.createdAt);
      // Another user's state is their own.
      expect((await as(4).get(mine)).body).toEqual({ createdAt: null });
      const stored = await ctx.app().database.db.selectFrom('follow_calendar_feed').select('tokenHash').execute();
      const digest = createHash('sha256').update(made.body.token).digest('hex');
      expect(stored.map((r) => r.tokenHash)).toContain(digest);
      expect(stored.map((r) => r.tokenHash)).not.toContain(made.body.token);
      // A team feed's token opens no follower feed, and the other way round.
      expect((await anonymous().get(`/api/public/calendar/${made.body.token}/games.ics`)).status).toBe(404);
    });

    it("lists the followed tournaments' games, drops an unfollowed one, follows a moved game; a new feed and a revoke make old links 404", async () => {
      expect((await follow(2, divisionId)).status).toBe(200);
      expect((await follow(2, otherId)).status).toBe(200);
      // Someone else's follows are not in this feed.
      expect((await follow(4, divisionId)).status).toBe(200);
      const made = (await as(2).post<CreatedCalendarFeed>(mine, {})).body;
      const feed = await anonymous().get<string>(made.path);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(events(feed.text)).toBe(6 + 3);
      expect(feed.text).toContain('Hafenstadt Cup – U9 Cup');
      expect(feed.text).toContain('Leuchtturm Turnier');
      expect(feed.text).toMatch(/LOCATION:Kunstrasen Ost/);

      expect((await del(as(2), `/api/tournaments/${otherId}/follow`)).status).toBe(200);
      const unfollowed = (await anonymous().get<string>(made.path)).text;
      expect(events(unfollowed)).toBe(6);
      expect(unfollowed).not.toContain('Leuchtturm Turnier');

      const game = (await as(1).get<Game>(`/api/games/${games[1]!.id}`)).body;
      const moved = await as(1).patch(`/api/games/${game.id}`, {
        version: game.version,
        date: '2026-05-01',
        start: 18 * 60 + 10,
        pitch: 1,
        confirm: true,
      });
      expect(moved.status, moved.text).toBe(200);
      const after = (await anonymous().get<string>(made.path)).text;
      expect(after).toContain('DTSTART:20260501T181000');
      expect(events(after)).toBe(6);

      const renewed = (await as(2).post<CreatedCalendarFeed>(mine, {})).body;
      expect((await anonymous().get(made.path)).status).toBe(404);
      expect((await anonymous().get(renewed.path)).status).toBe(200);
      expect((await del(as(2), mine)).status).toBe(204);
      const revoked = await anonymous().get<ErrorBody>(renewed.path);
      expect(revoked.status).toBe(404);
      expect(revoked.body.error.code).toBe('CALENDAR_FEED_NOT_FOUND');
      expect((await as(2).get(mine)).body).toEqual({ createdAt: null });
    });
  });

  it('carries no personal data: no player, user, e-mail, scorer or card by player in any public answer', async () => {
    const token = (await as(1).get<EventPublication>(`/api/events/${event.id}/publication`)).body.token!;
    const feed = (
      await as(3).post<CreatedCalendarFeed>(
        `/api/tournaments/${divisionId}/teams/${games[0]!.team1!.id}/calendar-feed`,
        {},
      )
    ).body;
    // The follower's feed too (decision 463).
    expect((await put(as(3), `/api/tournaments/${divisionId}/follow`)).status).toBe(200);
    const followed = (await as(3).post<CreatedCalendarFeed>('/api/me/calendar-feed', {})).body;
    const answers: string[] = [];
    for (const client of [anonymous(), as(0), as(5)]) {
      answers.push((await client.get(publicPath(token))).text);
      answers.push((await client.get(feed.path)).text);
      answers.push((await client.get(followed.path)).text);
    }
    expect(answers[2]!.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    const forbidden = [
      PREFIX,
      ...users.emails,
      ...users.ids,
      ...PLAYERS.flatMap((p) => [p.firstName, p.lastName]),
      ...players.map((p) => p.id),
      'playerId',
      'scorer',
      'lineup',
      'email',
    ];
    for (const text of answers) {
      expect(text.length).toBeGreaterThan(100);
      for (const word of forbidden) expect(text.toLowerCase(), word).not.toContain(word.toLowerCase());
    }
    // The scorer and the card are stored: the scan looks where they would show.
    const record = JSON.stringify((await as(1).get(`/api/games/${scoredGameId}/events`)).body);
    expect(record).toContain(players[0]!.id);
    expect(record).toContain(players[1]!.id);
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'public results');
});
