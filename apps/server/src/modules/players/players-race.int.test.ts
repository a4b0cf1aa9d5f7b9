import type { Actor, Club, ErrorBody, Player, UserSummary } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createStore } from '../../db/unit-of-work.js';
import { AppError } from '../../http/errors.js';
import { clubsRepository } from '../clubs/clubs.repository.js';
import { playersRepository, type PlayersRepository } from './players.repository.js';
import { playersService } from './players.service.js';
import { createClub } from '../../../test/clubs.js';

/**
 * A check and its write must be one step: a player PATCH or DELETE checks the
 * club of the row it read, so the write must apply to that row only. Here a
 * moderator moves the player away (or renames them) right after the service
 * read the row and before it writes — the window a real race would hit.
 */
describeEachEngine('player writes: check and write are one step', (ctx) => {
  let users: LevelUsers;
  let nord: Club;
  let sued: Club;
  let clubUser: Actor;
  const as = (level: number) => users.clients[level]!;

  /** The players service with a hook that runs once, right after the next read of a player. */
  function racingService() {
    const { db, engine } = ctx.app().database;
    let afterRead: (() => Promise<void>) | null = null;
    const racing = (repository: PlayersRepository): PlayersRepository => ({
      ...repository,
      async find(id) {
        const row = await repository.find(id);
        const hook = afterRead;
        afterRead = null;
        await hook?.();
        return row;
      },
    });
    const store = createStore(db, (executor) => ({
      players: racing(playersRepository(executor, engine)),
      clubs: clubsRepository(executor, engine),
    }));
    const service = playersService(
      store,
      { aliasOf: async () => undefined },
      { deleteFilesOf: async () => async () => {} },
    );
    return { service, afterNextRead: (hook: () => Promise<void>) => (afterRead = hook) };
  }

  const status = async (work: Promise<unknown>) => {
    try {
      await work;
      return 200;
    } catch (error) {
      if (error instanceof AppError) return error.statusCode;
      throw error;
    }
  };

  const nordPlayer = async (firstName: string) => {
    const res = await as(1).post<Player>('/api/players', { firstName, lastName: 'Race', clubId: nord.id, height: 170 });
    expect(res.status).toBe(201);
    return res.body;
  };
  const moveToSued = (player: Player) => async () => {
    const moved = await as(1).patch<Player>(`/api/players/${player.id}`, { clubId: sued.id, version: player.version });
    expect(moved.status).toBe(200);
  };

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'race');
    nord = await createClub(as(1), { name: 'Race Nord', country: 'DE' });
    sued = await createClub(as(1), { name: 'Race Süd', country: 'AT' });
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [nord.id] })).status).toBe(200);
    clubUser = { id: users.ids[3]!, level: 3, clubIds: [nord.id] };
  });

  it('refuses a club user’s edit when the player moved to another club after the check (409, nothing written)', async () => {
    const player = await nordPlayer('Edit');
    const { service, afterNextRead } = racingService();
    afterNextRead(moveToSued(player));
    // The club user sends the version the row has after the move: the summary shows it to them.
    const result = await status(service.update(clubUser, player.id, { height: 150, version: player.version + 1 }));
    expect(result).toBe(409);
    const after = await as(1).get<Player>(`/api/players/${player.id}`);
    expect(after.body).toMatchObject({ clubId: sued.id, height: 170, version: player.version + 1 });
  });

  it('refuses a club user’s delete when the player moved to another club after the check (409, player kept)', async () => {
    const player = await nordPlayer('Delete');
    const { service, afterNextRead } = racingService();
    afterNextRead(moveToSued(player));
    expect(await status(service.delete(clubUser, player.id))).toBe(409);
    const after = await as(1).get<Player>(`/api/players/${player.id}`);
    expect(after.status).toBe(200);
    expect(after.body.clubId).toBe(sued.id);
  });

  it('never writes values computed from an older row: a rename in between is not reverted', async () => {
    const player = await nordPlayer('Old');
    const { service, afterNextRead } = racingService();
    afterNextRead(async () => {
      const renamed = await as(1).patch<Player>(`/api/players/${player.id}`, {
        lastName: 'Renamed',
        version: player.version,
      });
      expect(renamed.status).toBe(200);
    });
    const admin: Actor = { id: users.ids[1]!, level: 1, clubIds: [] };
    expect(await status(service.update(admin, player.id, { firstName: 'New', version: player.version + 1 }))).toBe(409);
    expect((await as(1).get<Player>(`/api/players/${player.id}`)).body).toMatchObject({
      firstName: 'Old',
      lastName: 'Renamed',
    });
  });

  it('answers a stale version over HTTP with 409 CONFLICT before any write', async () => {
    const player = await nordPlayer('Stale');
    const res = await as(3).patch<ErrorBody>(`/api/players/${player.id}`, { height: 180, version: player.version + 5 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
  });
});
