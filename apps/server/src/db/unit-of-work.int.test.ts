import { randomUUID } from 'node:crypto';
import { newPlayerValues, type Me } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { clubsRepository } from '../modules/clubs/clubs.repository.js';
import { playersRepository } from '../modules/players/players.repository.js';
import { createStore } from './unit-of-work.js';

/**
 * createStore (decision 020) with two real repositories: a club and a player
 * of that club are written in one transaction. The player's foreign key on
 * the club is itself a check that the second repository sees the first one's
 * uncommitted write.
 */
describeEachEngine('unit of work', (ctx) => {
  let authorId: string;
  const store = () => {
    const { db, engine } = ctx.app().database;
    return createStore(db, (executor) => ({
      clubs: clubsRepository(executor, engine),
      players: playersRepository(executor, engine),
    }));
  };
  const newClub = (name: string) => ({ id: randomUUID(), name, country: 'DE' });
  const newPlayer = (clubId: string) => newPlayerValues({ firstName: 'Uwe', lastName: 'Work', clubId });

  beforeAll(async () => {
    const client = ctx.client();
    expect((await client.signUp('Unit Of Work', 'uow@example.com')).status).toBe(200);
    authorId = (await client.get<Me>('/api/me')).body.id;
  });

  describe('a work that succeeds', () => {
    it('commits every statement and returns what the work returned', async () => {
      const club = newClub('UoW Commit');
      const playerId = randomUUID();
      const result = await store().transaction(async ({ clubs, players }) => {
        await clubs.insert(club);
        await players.insert(playerId, newPlayer(club.id), authorId);
        return 'done';
      });
      expect(result).toBe('done');
      // Read through the store's own repositories (bound to the database), after commit.
      expect(await store().clubs.find(club.id)).toMatchObject({ name: 'UoW Commit' });
      expect(await store().players.find(playerId)).toMatchObject({ clubId: club.id, lastName: 'Work' });
    });
  });

  describe('a work that fails', () => {
    it('rolls back every statement it ran and rethrows the error', async () => {
      const club = newClub('UoW Rollback');
      const playerId = randomUUID();
      const failure = new Error('refused after two writes');
      await expect(
        store().transaction(async ({ clubs, players }) => {
          await clubs.insert(club);
          await players.insert(playerId, newPlayer(club.id), authorId);
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await store().clubs.find(club.id)).toBeUndefined();
      expect(await store().players.find(playerId)).toBeUndefined();
    });

    it('rolls back when a statement fails, earlier statements included', async () => {
      const club = newClub('UoW Failed Statement');
      await expect(
        store().transaction(async ({ clubs }) => {
          await clubs.insert(club);
          // The same primary key again: the database refuses the second insert.
          await clubs.insert({ ...club, name: 'UoW Duplicate Id' });
        }),
      ).rejects.toThrow();
      expect(await store().clubs.find(club.id)).toBeUndefined();
    });
  });

  describe('inside a work', () => {
    it('the repositories see the transaction’s own writes before commit', async () => {
      const club = newClub('UoW Own Writes');
      const playerId = randomUUID();
      const seen = await store().transaction(async ({ clubs, players }) => {
        await clubs.insert(club);
        const clubInside = await clubs.find(club.id);
        const known = await clubs.existing([club.id]);
        await players.insert(playerId, newPlayer(club.id), authorId);
        const playerInside = await players.find(playerId);
        return { clubInside, known, playerInside };
      });
      expect(seen.clubInside).toMatchObject({ id: club.id, name: 'UoW Own Writes' });
      expect(seen.known).toEqual([club.id]);
      expect(seen.playerInside).toMatchObject({ id: playerId, clubId: club.id });
    });

    it('a write rolled back is gone for the next work too', async () => {
      const club = newClub('UoW Gone');
      await expect(
        store().transaction(async ({ clubs }) => {
          await clubs.insert(club);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      const again = await store().transaction(async ({ clubs }) => clubs.existing([club.id]));
      expect(again).toEqual([]);
    });
  });
});
