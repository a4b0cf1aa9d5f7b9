import type {
  ErrorBody,
  MyRatings,
  Player,
  PlayerRatings,
  Rating,
  RatingsOverview,
  UserSummary,
} from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createClub } from '../../../test/clubs.js';

describeEachEngine('ratings', (ctx) => {
  let users: LevelUsers;
  let ownPlayer: Player;
  let otherPlayer: Player;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'rater');
    const own = await createClub(as(0), { name: 'Own FC', country: 'DE' });
    const other = await createClub(as(0), { name: 'Other FC', country: 'FR' });
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] })).status).toBe(200);
    ownPlayer = (await as(1).post<Player>('/api/players', { firstName: 'Mia', lastName: 'Own', clubId: own.id })).body;
    otherPlayer = (await as(1).post<Player>('/api/players', { firstName: 'Max', lastName: 'Other', clubId: other.id }))
      .body;
  });

  it('lets levels 0–2 rate any player and level 3 only own clubs’ players; 4 and 5 never', async () => {
    const body = { scores: { speed: 8, passing: 6 }, globalRating: 7, note: 'Quick left foot' };
    for (const level of [0, 1, 2]) {
      const res = await as(level).post<Rating>(`/api/players/${otherPlayer.id}/ratings`, body);
      expect(res.status, `level ${level}`).toBe(201);
    }
    expect((await as(3).post(`/api/players/${ownPlayer.id}/ratings`, { ...body, scores: { speed: 6 } })).status).toBe(
      201,
    );
    expect((await as(3).post(`/api/players/${otherPlayer.id}/ratings`, body)).status).toBe(403);
    for (const level of [4, 5])
      expect((await as(level).post(`/api/players/${ownPlayer.id}/ratings`, body)).status).toBe(403);
    expect((await ctx.client().post(`/api/players/${ownPlayer.id}/ratings`, body)).status).toBe(401);
  });

  it('validates scores 1–10, known skills and the required global rating', async () => {
    const res = await as(1).post<ErrorBody>(`/api/players/${ownPlayer.id}/ratings`, {
      scores: { speed: 11, juggling: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'scores.speed': 'TOO_BIG',
      'scores.juggling': 'UNKNOWN_FIELD',
      globalRating: 'REQUIRED',
    });
    const missing = await as(1).post<ErrorBody>('/api/players/nope/ratings', { globalRating: 5 });
    expect(missing.body.error.code).toBe('PLAYER_NOT_FOUND');
  });

  it('averages per skill over the ratings that scored it, with count and trend', async () => {
    const res = await as(0).get<PlayerRatings>(`/api/players/${otherPlayer.id}/ratings`);
    expect(res.body.summary).toMatchObject({
      count: 3,
      globalAverage: 7,
      skills: { speed: { average: 8, count: 3 }, passing: { average: 6, count: 3 } },
    });
    expect(res.body.summary.skills).not.toHaveProperty('heading');
    expect(res.body.summary.trend).toHaveLength(3);
  });

  it('shows authors to levels 0–1, own authorship only to level 2, and never to level 3', async () => {
    const authors = async (level: number, playerId: string) =>
      (await as(level).get<PlayerRatings>(`/api/players/${playerId}/ratings`)).body.items.map(
        (r) => r.author?.displayName ?? null,
      );
    expect((await authors(1, otherPlayer.id)).sort()).toEqual(['rater 0', 'rater 1', 'rater 2']);
    const seenByScout = await authors(2, otherPlayer.id);
    expect(seenByScout).toHaveLength(3);
    expect(seenByScout.filter(Boolean)).toEqual(['rater 2']);
    expect(await authors(3, ownPlayer.id)).toEqual([null]);
    expect((await as(3).get(`/api/players/${otherPlayer.id}/ratings`)).status).toBe(403); // other club's details
  });

  it('lists rated players with skill averages; a club user sees only own clubs’ players', async () => {
    const all = await as(1).get<RatingsOverview>('/api/ratings/overview');
    expect(all.body.total).toBe(2);
    expect(all.body.items[0]).toMatchObject({
      player: { lastName: 'Other' },
      count: 3,
      globalAverage: 7,
      skills: { speed: { average: 8, count: 3 }, passing: { average: 6, count: 3 } },
    });
    const club = await as(3).get<RatingsOverview>('/api/ratings/overview');
    expect(club.body.items.map((i) => i.player.lastName)).toEqual(['Own']);
    expect((await as(1).get<RatingsOverview>('/api/ratings/overview?q=oth')).body.total).toBe(1);
    expect((await as(4).get('/api/ratings/overview')).status).toBe(403);
  });

  it('lists my own ratings with the player', async () => {
    const mine = await as(2).get<MyRatings>('/api/ratings/mine');
    expect(mine.body.items.map((r) => r.player.lastName)).toEqual(['Other']);
    expect((await as(4).get('/api/ratings/mine')).status).toBe(403);
  });

  it('keeps a deleted author’s ratings as "deleted user"', async () => {
    const leaver = ctx.client();
    await leaver.signUp('Leaver', 'leaver@example.com');
    const leaverId = (await leaver.get<{ id: string }>('/api/me')).body.id;
    await as(0).patch(`/api/users/${leaverId}`, { level: 1 });
    expect((await leaver.post(`/api/players/${ownPlayer.id}/ratings`, { globalRating: 4 })).status).toBe(201);
    expect((await leaver.post('/api/me/delete', { password: 'correct-horse-battery' })).status).toBe(200);
    const res = await as(0).get<PlayerRatings>(`/api/players/${ownPlayer.id}/ratings`);
    const orphan = res.body.items.find((r) => r.globalRating === 4);
    expect(orphan?.author).toEqual({ id: null, displayName: null, deleted: true });
  });
});
