import type { Club, ErrorBody, Game, GameList, Player, PlayerRatings, Rating, UserSummary } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { createPlayer } from '../../../test/players.js';
import { addTeams, createClub, createTournament, del, put } from '../../../test/tournaments.js';

/**
 * A rating may name the game the player was watched in (decision 340): only
 * a game one of whose teams the player belongs to, as its club's player or
 * in its line-up. Those ratings make up the tournament's metrics.
 */
describeEachEngine('ratings made at a game', (ctx) => {
  let users: LevelUsers;
  let home: Club;
  let away: Club;
  let bystander: Club;
  let game: Game;
  /** A game between away and bystander: home's players do not play in it. */
  let otherGame: Game;
  let tournamentId: string;
  let homePlayer: Player;
  let awayPlayer: Player;
  const as = (level: number) => users.clients[level]!;
  const body = { scores: { speed: 7 }, globalRating: 6 };
  const ratingsOf = async (playerId: string) =>
    (await as(1).get<PlayerRatings>(`/api/players/${playerId}/ratings`)).body.items;
  const between = (games: readonly Game[], a: Club, b: Club) =>
    games.find((g) => [g.team1?.name, g.team2?.name].sort().join() === [a.name, b.name].sort().join())!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'gamerater');
    home = await createClub(as(0), 'FC Home');
    away = await createClub(as(0), 'SV Away');
    bystander = await createClub(as(0), 'TSV Bystander');
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [home.id] })).status).toBe(200);
    homePlayer = await createPlayer(as(1), { firstName: 'Hanna', lastName: 'Home', clubId: home.id, position: 'CS' });
    awayPlayer = await createPlayer(as(1), { firstName: 'Aaron', lastName: 'Away', clubId: away.id, position: 'GK' });
    tournamentId = (await createTournament(as(1), { name: 'Game Cup' })).id;
    await addTeams(as(1), tournamentId, [home, away, bystander]);
    expect((await as(1).post(`/api/tournaments/${tournamentId}/schedule`, {})).status).toBe(200);
    const games = (await as(1).get<GameList>(`/api/tournaments/${tournamentId}/games`)).body.items;
    game = between(games, home, away);
    otherGame = between(games, away, bystander);
  });

  it("stores the game of a rating of a player of one of the game's teams, and gives it back", async () => {
    const created = await as(3).post<Rating>(`/api/players/${homePlayer.id}/ratings`, { ...body, gameId: game.id });
    expect(created.status, created.text).toBe(201);
    expect(created.body.gameId).toBe(game.id);
    const plain = await as(1).post<Rating>(`/api/players/${awayPlayer.id}/ratings`, body);
    expect(plain.body.gameId).toBeNull();
    expect((await ratingsOf(homePlayer.id)).map((r) => r.gameId)).toEqual([game.id]);
  });

  it('refuses a game the player does not play in, and an unknown game, with 400 RATING_GAME_MISMATCH and stores nothing', async () => {
    const before = (await ratingsOf(homePlayer.id)).length;
    for (const [level, gameId] of [
      [3, otherGame.id],
      [1, otherGame.id],
      [1, 'no-such-game'],
    ] as const) {
      const res = await as(level).post<ErrorBody>(`/api/players/${homePlayer.id}/ratings`, { ...body, gameId });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'RATING_GAME_MISMATCH', fields: { gameId: 'INVALID_VALUE' } });
    }
    // Who may not rate the player at all is refused as before, whatever the game.
    const foreign = await as(3).post<ErrorBody>(`/api/players/${awayPlayer.id}/ratings`, { ...body, gameId: game.id });
    expect(foreign.status).toBe(403);
    const empty = await as(1).post<ErrorBody>(`/api/players/${homePlayer.id}/ratings`, { ...body, gameId: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ gameId: 'REQUIRED' });
    expect(await ratingsOf(homePlayer.id)).toHaveLength(before);
  });

  it('accepts a player of a line-up of the game who has since moved to a club that does not play in it', async () => {
    const teams = (
      await as(1).get<{ teams: { id: string; clubId: string | null }[] }>(`/api/tournaments/${tournamentId}`)
    ).body.teams;
    const homeTeam = teams.find((t) => t.clubId === home.id)!;
    const guest = await createPlayer(as(1), { firstName: 'Gil', lastName: 'Guest', clubId: home.id, position: 'CS' });
    const lineup = await put(as(3), `/api/games/${game.id}/lineups/${homeTeam.id}`, {
      formationId: null,
      shirtColour: '#d32f2f',
      shortsColour: '#ffffff',
      starters: [{ playerId: guest.id, position: 'CS', x: 50, y: 80, backNumber: 9 }],
      substitutes: [],
    });
    expect(lineup.status, lineup.text).toBe(200);
    const moved = await as(1).patch<Player>(`/api/players/${guest.id}`, {
      clubId: bystander.id,
      version: guest.version,
    });
    expect(moved.status, moved.text).toBe(200);
    const res = await as(1).post<Rating>(`/api/players/${guest.id}/ratings`, { ...body, gameId: game.id });
    expect(res.status, res.text).toBe(201);
    // Bystander plays in otherGame, so that works too; home's game without the line-up would not.
    expect((await as(1).post(`/api/players/${guest.id}/ratings`, { ...body, gameId: otherGame.id })).status).toBe(201);
  });

  it('keeps the ratings when their games go with the tournament: only the link is dropped', async () => {
    expect((await del(as(1), `/api/tournaments/${tournamentId}`)).status).toBe(204);
    expect((await ratingsOf(homePlayer.id)).map((r) => r.gameId)).toEqual([null]);
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'ratings made at a game');
});
