import { randomUUID } from 'node:crypto';
import type { Club, ErrorBody, Game, GameList, Player, UserSummary } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { createClub } from '../../test/clubs.js';
import { describeEachEngine } from '../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { createPlayer } from '../../test/players.js';
import { addTeams, createTournament } from '../../test/tournaments.js';

/**
 * A caller without access to a row gets the access refusal, never an answer
 * that depends on the row: not whether it exists (404), not its version
 * (409), not what is wrong with it (400). Each case below answered otherwise
 * before the service methods checked first (decision 400). The club user
 * (level 3) has one club; everything asked here belongs to another, or to none.
 */
describeEachEngine('access is checked before any answer about the row', (ctx) => {
  let users: LevelUsers;
  let own: Club;
  let other: Club;
  let othersPlayer: Player;
  let game: Game;
  let clublessTeamId: string;
  const clubUser = () => users.clients[3]!;
  const missingClub = randomUUID();

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'first');
    const admin = users.clients[0]!;
    own = await createClub(admin, { name: 'Own FC', country: 'DE' });
    other = await createClub(admin, { name: 'Other FC', country: 'DE' });
    const gone = await createClub(admin, { name: 'Gone FC', country: 'DE' });
    expect((await admin.patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] })).status).toBe(200);
    othersPlayer = await createPlayer(admin, { firstName: 'Ada', lastName: 'Other', clubId: other.id, position: 'CM' });

    const tournament = await createTournament(admin);
    await addTeams(admin, tournament.id, [other, gone]);
    expect((await admin.post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
    [game] = (await admin.get<GameList>(`/api/tournaments/${tournament.id}/games`)).body.items as [Game];
    // The club behind one team is deleted (its team keeps playing without a club).
    const db = ctx.app().database.db;
    clublessTeamId = game.team1!.name === gone.name ? game.team1!.id : game.team2!.id;
    await db.deleteFrom('club').where('id', '=', gone.id).execute();
  });

  it("refuses a stale edit of another club's player with 403, not the 409 that tells its version", async () => {
    const res = await clubUser().patch<ErrorBody>(`/api/players/${othersPlayer.id}`, {
      version: othersPlayer.version + 5,
      lastName: 'Renamed',
    });
    expect(res.status, res.text).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it("refuses editing a club that is not the caller's with 403 whether or not it exists", async () => {
    for (const id of [other.id, missingClub]) {
      const res = await clubUser().patch<ErrorBody>(`/api/clubs/${id}`, { version: 1, name: 'Renamed' });
      expect(res.status, `${id}: ${res.text}`).toBe(403);
    }
  });

  const crest = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'crest.png');
    return form;
  };
  const notTheCallers: [string, (clubId: string) => ReturnType<ReturnType<typeof clubUser>['request']>][] = [
    ['a crest upload', (id) => clubUser().request('PUT', `/api/clubs/${id}/crest`, undefined, { body: crest() })],
    ['a crest removal', (id) => clubUser().request('DELETE', `/api/clubs/${id}/crest`)],
    ['the formations list', (id) => clubUser().request('GET', `/api/clubs/${id}/formations`)],
    [
      'a new formation',
      (id) =>
        clubUser().request('POST', `/api/clubs/${id}/formations`, {
          name: 'Mine',
          shirtColour: '#d32f2f',
          shortsColour: '#ffffff',
          slots: [{ position: 'GK', x: 50, y: 5, playerId: randomUUID() }],
        }),
    ],
  ];
  for (const [what, send] of notTheCallers) {
    it(`refuses ${what} of a club that is not the caller's with 403 whether or not it exists`, async () => {
      for (const id of [other.id, missingClub]) {
        const res = await send(id);
        expect(res.status, `${id}: ${res.text}`).toBe(403);
      }
    });
  }

  it('refuses the line-up of a team without a club with 403, not the 400 that tells it has none', async () => {
    const body = {
      formationId: null,
      shirtColour: '#d32f2f',
      shortsColour: '#ffffff',
      starters: [{ playerId: randomUUID(), position: 'GK', x: 50, y: 5, backNumber: 1 }],
      substitutes: [],
    };
    const res = await clubUser().request<ErrorBody>('PUT', `/api/games/${game.id}/lineups/${clublessTeamId}`, body);
    expect(res.status, res.text).toBe(403);
    // Who may set any club's line-up still learns what is wrong with it.
    const organiser = await users.clients[1]!.request<ErrorBody>(
      'PUT',
      `/api/games/${game.id}/lineups/${clublessTeamId}`,
      body,
    );
    expect(organiser.status, organiser.text).toBe(400);
    expect(organiser.body.error.code).toBe('TEAM_HAS_NO_CLUB');
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'access before answer');
});
