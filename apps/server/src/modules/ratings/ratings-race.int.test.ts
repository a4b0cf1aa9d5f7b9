import type { Actor, Club, Player, PlayerRatings, UserSummary } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createStore } from '../../db/unit-of-work.js';
import { AppError } from '../../http/errors.js';
import { playersRepository, type PlayersRepository } from '../players/players.repository.js';
import { ratingsRepository } from './ratings.repository.js';
import { ratingsService } from './ratings.service.js';
import { createClub } from '../../../test/clubs.js';

/**
 * A club user may rate own clubs' players only. The service checks the club
 * of the player it read; the insert must still hold for that club when it
 * runs. Here a moderator moves the player away right after the read.
 */
describeEachEngine('ratings: check and insert are one step', (ctx) => {
  let users: LevelUsers;
  let nord: Club;
  let sued: Club;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'raterace');
    nord = await createClub(as(1), { name: 'Rate Nord', country: 'DE' });
    sued = await createClub(as(1), { name: 'Rate Süd', country: 'AT' });
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [nord.id] })).status).toBe(200);
  });

  it('refuses a club user’s rating when the player moved to another club after the check (409, nothing stored)', async () => {
    const player = (await as(1).post<Player>('/api/players', { firstName: 'Rated', lastName: 'Race', clubId: nord.id }))
      .body;
    const { db, engine } = ctx.app().database;
    let moved = false;
    const racing = (repository: PlayersRepository): PlayersRepository => ({
      ...repository,
      async find(id) {
        const row = await repository.find(id);
        if (!moved) {
          moved = true;
          const res = await as(1).patch(`/api/players/${id}`, { clubId: sued.id, version: player.version });
          expect(res.status).toBe(200);
        }
        return row;
      },
    });
    const store = createStore(db, (executor) => ({
      ratings: ratingsRepository(executor, engine),
      players: racing(playersRepository(executor, engine)),
    }));
    const service = ratingsService(store);
    const clubUser: Actor = { id: users.ids[3]!, level: 3, clubIds: [nord.id] };
    let status = 201;
    try {
      await service.create(clubUser, player.id, { scores: {}, globalRating: 2 });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      status = error.statusCode;
    }
    expect(status).toBe(409);
    expect((await as(1).get<PlayerRatings>(`/api/players/${player.id}/ratings`)).body.summary.count).toBe(0);
  });
});
