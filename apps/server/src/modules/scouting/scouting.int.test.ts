import type {
  Club,
  ErrorBody,
  Game,
  GameList,
  Me,
  Player,
  PlayerRatings,
  Rating,
  ScoutingDay,
  ScoutingPlan,
  ScoutingReport,
  ScoutingSuggestion,
  UserSummary,
} from '@touchline/core';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { createPlayer } from '../../../test/players.js';
import { pdfPageTexts } from '../../../test/pdf-text.js';
import { addTeams, createClub, createTournament, put } from '../../../test/tournaments.js';

async function download(client: HttpClient, baseUrl: string, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(url, baseUrl), { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The scout at the tournament (decisions 430–434): idempotent
 * ratings at a game, the game on every read of a rating, the scouting report
 * per level and club, "my tournament day", the plan's access and versions,
 * and a scan of every new read for personal details.
 */
describeEachEngine('the scout at the tournament', (ctx) => {
  let users: LevelUsers;
  /** A level-3 account of the away club: another club's user for the home club's players. */
  let awayClubUser: HttpClient;
  let awayClubUserId: string;
  let home: Club;
  let away: Club;
  let third: Club;
  let tournamentId: string;
  let games: Game[];
  let game: Game;
  let homeStar: Player;
  let homeBench: Player;
  let awayKeeper: Player;
  const as = (level: number) => users.clients[level]!;
  const NOTE = 'Secret scouting note: left foot, quick turn';
  const ratingsOf = async (playerId: string) =>
    (await as(1).get<PlayerRatings>(`/api/players/${playerId}/ratings`)).body.items;
  const between = (list: readonly Game[], a: Club, b: Club) =>
    list.find((g) => [g.team1?.name, g.team2?.name].sort().join() === [a.name, b.name].sort().join())!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'scoutday');
    home = await createClub(as(0), 'FC Nord');
    away = await createClub(as(0), 'SV Süd');
    third = await createClub(as(0), 'TSV West');
    expect((await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [home.id] })).status).toBe(200);
    awayClubUser = ctx.client();
    expect((await awayClubUser.signUp('Away Staff', 'scoutday-away@example.com')).status).toBe(200);
    awayClubUserId = (await awayClubUser.get<Me>('/api/me')).body.id;
    expect(
      (await as(0).patch<UserSummary>(`/api/users/${awayClubUserId}`, { level: 3, clubIds: [away.id] })).status,
    ).toBe(200);
    homeStar = await createPlayer(as(1), {
      firstName: 'Nora',
      lastName: 'Nordstern',
      clubId: home.id,
      position: 'CS',
      birthday: '2011-03-14',
      nationality: 'NO',
      height: 171,
      watchlist: true,
      backNumberDefault: 9,
    });
    homeBench = await createPlayer(as(1), {
      firstName: 'Ben',
      lastName: 'Bank',
      clubId: home.id,
      position: 'CM',
      backNumberDefault: 14,
    });
    awayKeeper = await createPlayer(as(1), {
      firstName: 'Sven',
      lastName: 'Südtor',
      clubId: away.id,
      position: 'GK',
      backNumberDefault: 1,
    });
    tournamentId = (await createTournament(as(1), { name: 'U15 Cup' })).id;
    await addTeams(as(1), tournamentId, [home, away, third]);
    expect((await as(1).post(`/api/tournaments/${tournamentId}/schedule`, {})).status).toBe(200);
    games = (await as(1).get<GameList>(`/api/tournaments/${tournamentId}/games`)).body.items;
    game = between(games, home, away);
  });

  describe('an idempotent rating at a game', () => {
    it('stores one rating for the same id sent three times, answering the stored rating with the game', async () => {
      const id = randomUUID();
      const body = { id, gameId: game.id, globalRating: 8, scores: { speed: 9 }, note: NOTE };
      const first = await as(2).post<Rating>(`/api/players/${homeStar.id}/ratings`, body);
      expect(first.status, first.text).toBe(201);
      expect(first.body.id).toBe(id);
      for (let i = 0; i < 2; i++) {
        const again = await as(2).post<Rating>(`/api/players/${homeStar.id}/ratings`, { ...body, globalRating: 3 });
        expect(again.status, again.text).toBe(200);
        expect(again.body).toEqual(first.body);
      }
      const stored = (await ratingsOf(homeStar.id)).filter((r) => r.id === id);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.globalRating).toBe(8);
      expect(stored[0]!.game).toEqual({
        id: game.id,
        tournamentId,
        tournamentName: 'U15 Cup',
        team1Name: game.team1!.name,
        team2Name: game.team2!.name,
        date: game.date,
        start: game.start,
      });
    });

    it("refuses another author's id, and the same id for another player, with 409 RATING_ID_REUSED", async () => {
      const id = randomUUID();
      expect(
        (await as(1).post(`/api/players/${homeBench.id}/ratings`, { id, gameId: game.id, globalRating: 5 })).status,
      ).toBe(201);
      const other = await as(2).post<ErrorBody>(`/api/players/${homeBench.id}/ratings`, { id, globalRating: 5 });
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('RATING_ID_REUSED');
      const moved = await as(1).post<ErrorBody>(`/api/players/${awayKeeper.id}/ratings`, { id, globalRating: 5 });
      expect(moved.status).toBe(409);
      expect(moved.body.error.code).toBe('RATING_ID_REUSED');
      expect((await ratingsOf(awayKeeper.id)).filter((r) => r.id === id)).toEqual([]);
    });

    it('still refuses a game the player did not play in with 400 RATING_GAME_MISMATCH, storing nothing', async () => {
      const id = randomUUID();
      const foreign = between(games, away, third);
      const res = await as(1).post<ErrorBody>(`/api/players/${homeStar.id}/ratings`, {
        id,
        gameId: foreign.id,
        globalRating: 4,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('RATING_GAME_MISMATCH');
      expect((await ratingsOf(homeStar.id)).some((r) => r.id === id)).toBe(false);
    });

    it('shows the game on every read of a rating: "my ratings" too, and null without one', async () => {
      const plain = await as(2).post<Rating>(`/api/players/${awayKeeper.id}/ratings`, { globalRating: 6 });
      expect(plain.body.game).toBeNull();
      const mine = (await as(2).get<{ items: Rating[] }>('/api/ratings/mine')).body.items;
      expect(mine.find((r) => r.playerId === homeStar.id)?.game?.tournamentName).toBe('U15 Cup');
      expect(mine.find((r) => r.id === plain.body.id)?.game).toBeNull();
    });
  });

  describe('the scouting report', () => {
    beforeAll(async () => {
      // The away club's staff rates its own keeper at the game.
      expect(
        (await awayClubUser.post(`/api/players/${awayKeeper.id}/ratings`, { gameId: game.id, globalRating: 7 })).status,
      ).toBe(201);
    });

    const reportAs = (client: HttpClient) => client.get<ScoutingReport>(`/api/tournaments/${tournamentId}/scouting`);

    it('gives levels 0–2 every player rated at the tournament, with counts and averages', async () => {
      for (const level of [0, 1, 2]) {
        const res = await reportAs(as(level));
        expect(res.status, res.text).toBe(200);
        const byName = Object.fromEntries(res.body.players.map((p) => [p.player.lastName, p]));
        expect(Object.keys(byName).sort()).toEqual(['Bank', 'Nordstern', 'Südtor']);
        expect(byName.Nordstern).toMatchObject({
          count: 1,
          globalAverage: 8,
          skills: { speed: { average: 9, count: 1 } },
          player: { backNumber: 9, clubId: home.id, position: 'CS' },
        });
        // The keeper's rating without a game is not one of this tournament's.
        expect(byName['Südtor']!.count).toBe(1);
      }
    });

    it("gives a club account its own clubs' players only, and refuses levels 4–5 and the signed out", async () => {
      expect((await reportAs(as(3))).body.players.map((p) => p.player.lastName).sort()).toEqual(['Bank', 'Nordstern']);
      expect((await reportAs(awayClubUser)).body.players.map((p) => p.player.lastName)).toEqual(['Südtor']);
      expect((await reportAs(as(4))).status).toBe(403);
      expect((await reportAs(as(5))).status).toBe(403);
      expect((await reportAs(ctx.client())).status).toBe(401);
      expect((await as(1).get(`/api/tournaments/no-such/scouting`)).status).toBe(404);
    });
  });

  describe("the report's PDF and CSV", () => {
    it('downloads the PDF named after the tournament, in German', async () => {
      const res = await download(as(2), ctx.baseUrl(), `/api/tournaments/${tournamentId}/scouting/report.pdf?lang=de`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('U15-Cup.pdf');
      const text = (await pdfPageTexts(res.body)).flat().join('\n');
      expect(text).toContain('Scouting-Bericht: U15 Cup');
      expect(text).toContain('Nordstern');
    });

    it("writes the CSV in the caller's language, with a club account's own clubs' players only", async () => {
      const res = await download(
        awayClubUser,
        ctx.baseUrl(),
        `/api/tournaments/${tournamentId}/scouting/report.csv?lang=de`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('U15-Cup.csv');
      const csv = res.body.toString('utf8');
      expect(csv.split('\r\n')[0]).toContain('Nachname');
      expect(csv).toContain('Südtor');
      expect(csv).not.toContain('Nordstern');
      for (const client of [as(4), as(5)]) {
        const refused = await download(client, ctx.baseUrl(), `/api/tournaments/${tournamentId}/scouting/report.pdf`);
        expect(refused.status).toBe(403);
      }
    });
  });

  describe('my tournament day', () => {
    it("lists the games in time order with the line-up or the club's roster by back number, marking the watchlist and my ratings", async () => {
      const homeTeamId = [game.team1, game.team2].find((t) => t?.name === home.name)!.id;
      const lineup = await put(as(3), `/api/games/${game.id}/lineups/${homeTeamId}`, {
        formationId: null,
        shirtColour: '#d32f2f',
        shortsColour: '#ffffff',
        starters: [{ playerId: homeStar.id, position: 'CS', x: 50, y: 80, backNumber: 10 }],
        substitutes: [{ playerId: homeBench.id, backNumber: 4 }],
      });
      expect(lineup.status, lineup.text).toBe(200);
      const res = await as(2).get<ScoutingDay>(`/api/tournaments/${tournamentId}/scouting-day`);
      expect(res.status, res.text).toBe(200);
      const day = res.body;
      expect(day.games.map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
      const times = day.games.map((g) => `${g.date} ${String(g.start).padStart(4, '0')} ${g.pitch}`);
      expect(times).toEqual([...times].sort());
      const seen = day.games.find((g) => g.id === game.id)!;
      const homeSide = seen.sides.find((s) => s.team?.name === home.name)!;
      expect(homeSide.fromLineup).toBe(true);
      expect(homeSide.players.map((p) => [p.backNumber, p.lastName, p.watchlist, p.ratedByMe])).toEqual([
        [4, 'Bank', false, false],
        [10, 'Nordstern', true, true],
      ]);
      const awaySide = seen.sides.find((s) => s.team?.name === away.name)!;
      expect(awaySide.fromLineup).toBe(false);
      expect(awaySide.players.map((p) => [p.backNumber, p.lastName])).toEqual([[1, 'Südtor']]);
    });
  });

  describe('the scouting plan', () => {
    const planPath = () => `/api/tournaments/${tournamentId}/scouting-plan`;

    it('is empty at version 0 at first, edited by levels 0–1 and refused to everyone else', async () => {
      const first = await as(1).get<ScoutingPlan>(planPath());
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ version: 0, assignments: [] });
      expect(first.body.scouts!.map((s) => s.level).every((level) => level <= 2)).toBe(true);
      expect(first.body.watchlistGameIds).toContain(game.id);
      for (const level of [2, 3, 4, 5]) {
        const res = await put<ErrorBody>(as(level), planPath(), { version: 0, assignments: [] });
        expect(res.status, `level ${level}`).toBe(403);
      }
      expect((await put(ctx.client(), planPath(), { version: 0, assignments: [] })).status).toBe(401);
      for (const level of [3, 4, 5]) expect((await as(level).get(planPath())).status).toBe(403);
    });

    it('stores a plan, counts its version, and refuses a stale version with 409', async () => {
      const later = games.find((g) => g.id !== game.id)!;
      const saved = await put<ScoutingPlan>(as(1), planPath(), {
        version: 0,
        assignments: [
          { userId: users.ids[2]!, gameIds: [game.id] },
          { userId: users.ids[0]!, gameIds: [later.id] },
        ],
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.version).toBe(1);
      const stale = await put<ErrorBody>(as(0), planPath(), { version: 0, assignments: [] });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect((await as(0).get<ScoutingPlan>(planPath())).body.assignments).toHaveLength(2);
      // The head scout's second save, at the current version, goes through.
      const second = await put<ScoutingPlan>(as(0), planPath(), {
        version: 1,
        assignments: saved.body.assignments.map((a) => ({ userId: a.userId, gameIds: a.gameIds })),
      });
      expect(second.status, second.text).toBe(200);
      expect(second.body.version).toBe(2);
    });

    it('gives an external scout its own assignments only, and puts them first on its day', async () => {
      const own = await as(2).get<ScoutingPlan>(planPath());
      expect(own.status).toBe(200);
      expect(own.body.assignments).toEqual([{ userId: users.ids[2], displayName: 'scoutday 2', gameIds: [game.id] }]);
      expect(own.body.scouts).toBeUndefined();
      const day = (await as(2).get<ScoutingDay>(`/api/tournaments/${tournamentId}/scouting-day`)).body;
      expect(day.games[0]).toMatchObject({ id: game.id, assignedToMe: true });
      expect(day.games.filter((g) => g.assignedToMe)).toHaveLength(1);
    });

    it('only assigns accounts of levels 0–2, and only games of the tournament', async () => {
      const current = (await as(1).get<ScoutingPlan>(planPath())).body.version;
      const club = await put<ErrorBody>(as(1), planPath(), {
        version: current,
        assignments: [{ userId: users.ids[3]!, gameIds: [game.id] }],
      });
      expect(club.status).toBe(400);
      expect(club.body.error).toMatchObject({
        code: 'SCOUT_NOT_ASSIGNABLE',
        fields: { 'assignments.0.userId': 'INVALID_VALUE' },
      });
      const foreignGame = await put<ErrorBody>(as(1), planPath(), {
        version: current,
        assignments: [{ userId: users.ids[2]!, gameIds: ['no-such-game'] }],
      });
      expect(foreignGame.status).toBe(400);
      expect(foreignGame.body.error.code).toBe('VALIDATION_FAILED');
      expect((await as(1).get<ScoutingPlan>(planPath())).body.version).toBe(current);
    });

    it('suggests a plan covering the watchlist games, storing nothing', async () => {
      const res = await as(1).get<ScoutingSuggestion>(
        `${planPath()}/suggestion?userIds=${users.ids[2]},${users.ids[1]}`,
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.wanted).toBeGreaterThanOrEqual(1);
      expect(res.body.covered).toBe(res.body.wanted);
      expect(res.body.assignments.flatMap((a) => a.gameIds)).toContain(game.id);
      const club = await as(1).get<ErrorBody>(`${planPath()}/suggestion?userIds=${users.ids[4]}`);
      expect(club.status).toBe(400);
      expect(club.body.error.code).toBe('SCOUT_NOT_ASSIGNABLE');
      expect((await as(2).get(`${planPath()}/suggestion`)).status).toBe(403);
    });
  });

  describe('personal details in the new reads', () => {
    const reads = () => [
      `/api/tournaments/${tournamentId}/scouting`,
      `/api/tournaments/${tournamentId}/scouting/report.csv`,
      `/api/tournaments/${tournamentId}/scouting-day`,
      `/api/tournaments/${tournamentId}/scouting-plan`,
      `/api/tournaments/${tournamentId}/scouting-plan/suggestion`,
    ];
    /** What would give the home club's star away: her details, her rating and its note, the author. */
    const secrets = () => [
      NOTE,
      '2011-03-14',
      '"NO"',
      '"height"',
      '"birthday"',
      '"nationality"',
      '"watchlist":true',
      'scoutday 2',
    ];

    it('gives a guest (level 4), a user (level 5) and the signed out nothing', async () => {
      for (const client of [as(4), as(5), ctx.client()]) {
        for (const path of reads()) {
          const res = await client.get(path);
          expect([401, 403], path).toContain(res.status);
          for (const secret of [...secrets(), homeStar.id, 'globalAverage', '"ratedByMe":true'])
            expect(res.text, path).not.toContain(secret);
        }
      }
    });

    it("gives another club's user none of the home club's players' details, ratings or watchlist marks", async () => {
      for (const path of reads()) {
        const res = await awayClubUser.get(path);
        for (const secret of secrets()) expect(res.text, `${path} ${res.status}`).not.toContain(secret);
      }
      const report = (await awayClubUser.get<ScoutingReport>(reads()[0]!)).body;
      expect((await awayClubUser.get(reads()[1]!)).text).not.toContain('Nordstern');
      expect(report.players.some((p) => p.player.clubId === home.id)).toBe(false);
      const day = (await awayClubUser.get<ScoutingDay>(reads()[2]!)).body;
      const homePlayers = day.games
        .flatMap((g) => g.sides.flatMap((s) => s.players))
        .filter((p) => p.id === homeStar.id);
      // The line-up names her (back number, name, position: what everybody sees), nothing more.
      expect(homePlayers.length).toBeGreaterThan(0);
      expect(homePlayers.every((p) => !p.watchlist && !p.ratedByMe && !p.canRate)).toBe(true);
      // Nor may it read her ratings through the player.
      expect((await awayClubUser.get(`/api/players/${homeStar.id}/ratings`)).status).toBe(403);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'the scout at the tournament');
});
