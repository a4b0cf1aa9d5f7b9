import type { Club, ErrorBody, Formation, FormationList, Player, UserSummary } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createClub } from '../../../test/clubs.js';
import { createPlayer } from '../../../test/players.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';

describeEachEngine('formations', (ctx) => {
  let users: LevelUsers;
  let own: Club;
  let other: Club;
  let keeper: Player;
  let striker: Player;
  let winger: Player;
  let otherClubs: Player;
  const as = (level: number) => users.clients[level]!;
  const put = <T>(level: number, path: string, body: unknown) => as(level).request<T>('PUT', path, body);

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: '4-3-3 attack',
    shirtColour: '#D32F2F',
    shortsColour: '#ffffff',
    slots: [
      { position: 'GK', x: 50, y: 5, playerId: keeper.id },
      { position: 'CS', x: 50, y: 80, playerId: striker.id },
      { position: 'LW', x: 18, y: 74, playerId: winger.id },
      { position: 'CB', x: 40, y: 18, playerId: null },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'coach');
    own = await createClub(as(0), { name: 'Own FC', country: 'DE' });
    other = await createClub(as(0), { name: 'Other FC', country: 'FR' });
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] })).status).toBe(200);
    const player = (
      clubId: string,
      lastName: string,
      position: string,
      sidePositions: string[],
      backNumberDefault: number,
    ) => createPlayer(as(1), { firstName: 'P', lastName, clubId, position, sidePositions, backNumberDefault });
    keeper = await player(own.id, 'Keeper', 'GK', [], 1);
    striker = await player(own.id, 'Striker', 'CS', ['RW'], 9);
    // Eligible for LW by a side position only.
    winger = await player(own.id, 'Winger', 'RW', ['LW'], 11);
    otherClubs = await player(other.id, 'Elsewhere', 'CS', [], 10);
  });

  describe('access (docs/product/levels-and-access.md "formations and tactical map")', () => {
    it('lets levels 0–1 create for any club, level 3 only for its own; 2, 4 and 5 never', async () => {
      for (const level of [0, 1]) {
        const res = await as(level).post<Formation>(`/api/clubs/${other.id}/formations`, {
          ...body({ slots: [{ position: 'CS', x: 50, y: 80, playerId: otherClubs.id }] }),
          name: `By level ${level}`,
        });
        expect(res.status, `level ${level}: ${res.text}`).toBe(201);
      }
      const mine = await as(3).post<Formation>(`/api/clubs/${own.id}/formations`, body());
      expect(mine.status, mine.text).toBe(201);
      expect(mine.body).toMatchObject({ clubId: own.id, name: '4-3-3 attack', shirtColour: '#d32f2f', version: 1 });
      expect(mine.body.slots.map((s) => [s.position, s.player?.lastName ?? null])).toEqual([
        ['GK', 'Keeper'],
        ['CS', 'Striker'],
        ['LW', 'Winger'],
        ['CB', null],
      ]);
      const theirs = body({ name: 'Theirs', slots: [{ position: 'CS', x: 50, y: 80, playerId: otherClubs.id }] });
      expect((await as(3).post(`/api/clubs/${other.id}/formations`, theirs)).status).toBe(403);
      for (const level of [2, 4, 5])
        expect((await as(level).post(`/api/clubs/${own.id}/formations`, body({ name: 'x' }))).status).toBe(403);
      expect((await ctx.client().post(`/api/clubs/${own.id}/formations`, body({ name: 'y' }))).status).toBe(401);
    });

    it('lets levels 0–2 and 4 read any club’s formations, level 3 only its own, showing number, name and position only', async () => {
      // Level 3 reads only its own clubs' formations: rivals' tactics stay private (docs/product/levels-and-access.md).
      for (const level of [0, 1, 2, 3, 4]) {
        const res = await as(level).get<FormationList>(`/api/clubs/${own.id}/formations`);
        expect(res.status, `level ${level}`).toBe(200);
        expect(res.body.items.map((f) => f.name)).toEqual(['4-3-3 attack']);
      }
      expect((await as(4).get<FormationList>(`/api/clubs/${other.id}/formations`)).body.items).toHaveLength(2);
      expect((await as(3).get(`/api/clubs/${other.id}/formations`)).status).toBe(403);
      const slot = (await as(4).get<FormationList>(`/api/clubs/${own.id}/formations`)).body.items[0]!.slots[1]!;
      expect(slot.player).toEqual({
        id: striker.id,
        firstName: 'P',
        lastName: 'Striker',
        backNumber: 9,
        position: 'CS',
      });
      expect((await as(5).get(`/api/clubs/${own.id}/formations`)).status).toBe(403);
      expect((await ctx.client().get(`/api/clubs/${own.id}/formations`)).status).toBe(401);
      expect((await as(0).get<ErrorBody>('/api/clubs/nope/formations')).body.error.code).toBe('CLUB_NOT_FOUND');
    });

    it('lets level 3 change and delete only its own clubs’ formations', async () => {
      const list = (await as(0).get<FormationList>(`/api/clubs/${other.id}/formations`)).body.items;
      const theirs = list[0]!;
      expect((await as(3).get(`/api/formations/${theirs.id}`)).status).toBe(403);
      expect((await put(3, `/api/formations/${theirs.id}`, { ...body(), version: theirs.version })).status).toBe(403);
      expect((await as(3).request('DELETE', `/api/formations/${theirs.id}`)).status).toBe(403);
      expect((await as(2).request('DELETE', `/api/formations/${theirs.id}`)).status).toBe(403);
      expect((await as(1).request('DELETE', `/api/formations/${list[1]!.id}`)).status).toBe(204);
      expect((await as(1).get<ErrorBody>(`/api/formations/${list[1]!.id}`)).body.error.code).toBe(
        'FORMATION_NOT_FOUND',
      );
    });
  });

  describe('rules', () => {
    it('refuses a player for a position that is neither his main nor a side position (coded 400)', async () => {
      const res = await as(3).post<ErrorBody>(
        `/api/clubs/${own.id}/formations`,
        body({ name: 'Keeper up front', slots: [{ position: 'CS', x: 50, y: 80, playerId: keeper.id }] }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'PLAYER_NOT_ELIGIBLE',
        fields: { 'slots.0.playerId': 'INVALID_VALUE' },
      });
    });

    it('refuses a player of another club and the same player in two slots', async () => {
      const foreign = await as(0).post<ErrorBody>(
        `/api/clubs/${own.id}/formations`,
        body({ name: 'Loan', slots: [{ position: 'CS', x: 50, y: 80, playerId: otherClubs.id }] }),
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.code).toBe('PLAYER_NOT_IN_CLUB');
      const twice = await as(3).post<ErrorBody>(
        `/api/clubs/${own.id}/formations`,
        body({
          name: 'Twice',
          slots: [
            { position: 'CS', x: 50, y: 80, playerId: striker.id },
            { position: 'RW', x: 80, y: 74, playerId: striker.id },
          ],
        }),
      );
      expect(twice.status).toBe(400);
      expect(twice.body.error).toMatchObject({
        code: 'DUPLICATE_PLAYER',
        fields: { 'slots.1.playerId': 'INVALID_VALUE' },
      });
    });

    it('refuses coordinates off the pitch, unknown positions, bad colours, a missing name and too many slots', async () => {
      const refused = async (overrides: Record<string, unknown>) => {
        const res = await as(3).post<ErrorBody>(`/api/clubs/${own.id}/formations`, body({ name: 'Bad', ...overrides }));
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        return res.body.error;
      };
      expect((await refused({ slots: [{ position: 'GK', x: 101, y: 5, playerId: null }] })).fields).toEqual({
        'slots.0.x': 'TOO_BIG',
      });
      expect((await refused({ slots: [{ position: 'GK', x: 50, y: -1, playerId: null }] })).fields).toEqual({
        'slots.0.y': 'TOO_SMALL',
      });
      expect((await refused({ slots: [{ position: 'SW', x: 50, y: 5, playerId: null }] })).fields).toMatchObject({
        'slots.0.position': expect.any(String),
      });
      expect((await refused({ shirtColour: 'red' })).fields).toMatchObject({ shirtColour: 'INVALID_FORMAT' });
      expect((await refused({ name: '  ' })).fields).toMatchObject({ name: 'TOO_SMALL' });
      expect((await refused({ slots: [] })).fields).toMatchObject({ slots: 'TOO_SMALL' });
      const twelve = Array.from({ length: 12 }, (_, i) => ({ position: 'CB', x: i * 8, y: 20, playerId: null }));
      expect((await refused({ slots: twelve })).fields).toMatchObject({ slots: 'TOO_BIG' });
    });

    it('keeps one name per club (409) and refuses stale writes without losing the newer one', async () => {
      const taken = await as(3).post<ErrorBody>(`/api/clubs/${own.id}/formations`, body());
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('FORMATION_NAME_TAKEN');

      const [formation] = (await as(3).get<FormationList>(`/api/clubs/${own.id}/formations`)).body.items;
      const moved = body({
        slots: [
          { position: 'GK', x: 50, y: 6, playerId: keeper.id },
          { position: 'RW', x: 82, y: 74, playerId: striker.id },
        ],
        shirtColour: '#1565c0',
        version: formation!.version,
      });
      const first = await put<Formation>(3, `/api/formations/${formation!.id}`, moved);
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ version: 2, shirtColour: '#1565c0' });
      expect(first.body.slots.map((s) => [s.position, s.x, s.y, s.player?.lastName])).toEqual([
        ['GK', 50, 6, 'Keeper'],
        ['RW', 82, 74, 'Striker'],
      ]);
      const stale = await put<ErrorBody>(0, `/api/formations/${formation!.id}`, { ...moved, shirtColour: '#000000' });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect((await as(4).get<Formation>(`/api/formations/${formation!.id}`)).body.shirtColour).toBe('#1565c0');
    });

    it('leaves the slot of a player who moved to another club empty', async () => {
      const mover = await createPlayer(as(1), { firstName: 'P', lastName: 'Mover', clubId: own.id, position: 'CM' });
      const created = await as(3).post<Formation>(
        `/api/clubs/${own.id}/formations`,
        body({ name: 'Midfield', slots: [{ position: 'CM', x: 50, y: 45, playerId: mover.id }] }),
      );
      expect(created.body.slots[0]!.player?.lastName).toBe('Mover');
      const moved = await as(1).patch(`/api/players/${mover.id}`, { clubId: other.id, version: mover.version });
      expect(moved.status, moved.text).toBe(200);
      expect((await as(3).get<Formation>(`/api/formations/${created.body.id}`)).body.slots[0]!.player).toBeNull();
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'formations');
});
