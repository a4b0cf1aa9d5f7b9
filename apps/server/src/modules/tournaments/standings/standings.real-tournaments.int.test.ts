import { randomUUID } from 'node:crypto';
import type { Club, Game, GameList, Player, Standings, Tournament, TournamentTeam } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../../test/no-server-errors.js';
import { createPlayer } from '../../../../test/players.js';
import { addTeams, createClub, createTournament, put } from '../../../../test/tournaments.js';

/**
 * Real-tournament verification (decision 023): every group game of
 * two real groups is recorded through the HTTP API — start, one event per
 * goal and card, finish — and the standings are compared with the official
 * final tables.
 *
 * 2018 FIFA World Cup, Group H (FIFA preset; Japan above Senegal on fair play, −4 v −6):
 * - Results, scorers and the official table ("Fair play points: Japan −4, Senegal −6"):
 *   https://en.wikipedia.org/wiki/2018_FIFA_World_Cup_Group_H
 * - Every yellow card of Japan and Senegal with minute (AP):
 *   https://federalnewsradio.com/sports-news/2018/06/yellow-cards-against-japan-and-senegal-in-the-world-cup/
 * - Carlos Sánchez's straight red card (3') for Colombia v Japan:
 *   https://itv.com/football/articles/highlights-japan-triumph-over-10-man-colombia
 * Cards of Colombia and Poland other than Sánchez's red are not recorded: the sources
 * above do not list them and they decide nothing (the table does not show their fair play).
 *
 * UEFA Euro 2012, Group A (UEFA preset; Greece above Russia on head-to-head, 1–0,
 * despite a worse goal difference):
 * - Results and table: https://en.wikipedia.org/wiki/UEFA_Euro_2012_Group_A and
 *   https://www.goal.com/en-gb/news/3284/euro-2012/2012/06/16/3179257/
 * - The opener's two dismissals: Sokratis Papastathopoulos (yellow, then a second yellow
 *   before half-time) and Wojciech Szczęsny (straight red, 68'):
 *   http://dyrt.co.uk/two-see-red-as-greece-hold-poland-in-euro-2012-opener
 * They are recorded with the players on their teams' rosters, so the fair-play rule
 * "one deduction per player per match" is checked on real cards (Sokratis counts 3, not 1 + 3).
 * Other cards of that group are not recorded; head-to-head decides before fair play.
 */

type Side = 'home' | 'away';
/** `minute` null where the sources give none. */
type RealEvent = {
  kind: 'goal' | 'yellow' | 'secondYellow' | 'red';
  side: Side;
  minute: number | null;
  player?: string;
};
type RealGame = { home: string; away: string; events: RealEvent[] };

const goal = (side: Side, minute: number): RealEvent => ({ kind: 'goal', side, minute });
const card = (kind: RealEvent['kind'], side: Side, minute: number | null, player?: string): RealEvent => ({
  kind,
  side,
  minute,
  ...(player ? { player } : {}),
});

const WORLD_CUP_2018_GROUP_H: RealGame[] = [
  {
    home: 'Colombia',
    away: 'Japan',
    // Kagawa 6' (pen.), Quintero 39', Osako 73'; Sánchez sent off 3'; Kawashima booked 90+4.
    events: [card('red', 'home', 3), goal('away', 6), goal('home', 39), goal('away', 73), card('yellow', 'away', 94)],
  },
  {
    home: 'Poland',
    away: 'Senegal',
    // Cionek o.g. 37', Niang 60', Krychowiak 86'; Sané 49', Gueye 72' booked.
    events: [
      goal('away', 37),
      card('yellow', 'away', 49),
      goal('away', 60),
      card('yellow', 'away', 72),
      goal('home', 86),
    ],
  },
  {
    home: 'Japan',
    away: 'Senegal',
    // Mané 11', Inui 34', Wagué 71', Honda 78'; Niang 59', Inui 68', Sabaly 90', N'Doye 90+1, Hasebe 90+4 booked.
    events: [
      goal('away', 11),
      goal('home', 34),
      card('yellow', 'away', 59),
      card('yellow', 'home', 68),
      goal('away', 71),
      goal('home', 78),
      card('yellow', 'away', 90),
      card('yellow', 'away', 91),
      card('yellow', 'home', 94),
    ],
  },
  { home: 'Poland', away: 'Colombia', events: [goal('away', 40), goal('away', 70), goal('away', 75)] },
  // Bednarek 59'; Makino booked 66'.
  { home: 'Japan', away: 'Poland', events: [goal('away', 59), card('yellow', 'home', 66)] },
  // Mina 74'; Niang booked 51'.
  { home: 'Senegal', away: 'Colombia', events: [card('yellow', 'home', 51), goal('away', 74)] },
];

const EURO_2012_GROUP_A: RealGame[] = [
  {
    home: 'Poland',
    away: 'Greece',
    // Lewandowski 17', Salpingidis 51'; Sokratis booked, then a second yellow three minutes before half-time;
    // Szczęsny straight red 68'.
    events: [
      goal('home', 17),
      card('yellow', 'away', null, 'Sokratis'),
      card('secondYellow', 'away', 42, 'Sokratis'),
      goal('away', 51),
      card('red', 'home', 68, 'Szczesny'),
    ],
  },
  {
    home: 'Russia',
    away: 'Czech Republic',
    events: [goal('home', 15), goal('home', 24), goal('away', 52), goal('home', 79), goal('home', 82)],
  },
  { home: 'Greece', away: 'Czech Republic', events: [goal('away', 3), goal('away', 6), goal('home', 53)] },
  { home: 'Poland', away: 'Russia', events: [goal('away', 37), goal('home', 57)] },
  { home: 'Czech Republic', away: 'Poland', events: [goal('home', 72)] },
  { home: 'Greece', away: 'Russia', events: [goal('home', 45)] },
];

/** Official final tables: team, played, won, drawn, lost, goals for, goals against, points. */
const GROUP_H_TABLE = [
  ['Colombia', 3, 2, 0, 1, 5, 2, 6],
  ['Japan', 3, 1, 1, 1, 4, 4, 4],
  ['Senegal', 3, 1, 1, 1, 4, 4, 4],
  ['Poland', 3, 1, 0, 2, 2, 5, 3],
];
const EURO_2012_A_TABLE = [
  ['Czech Republic', 3, 2, 0, 1, 4, 5, 6],
  ['Greece', 3, 1, 1, 1, 3, 3, 4],
  ['Russia', 3, 1, 1, 1, 5, 3, 4],
  ['Poland', 3, 0, 2, 1, 2, 3, 2],
];

describeEachEngine('standings against real tournaments, recorded through the API', (ctx) => {
  let users: LevelUsers;
  const organiser = () => users.clients[1]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'realcup');
  });

  /** A group-stage tournament with one group of the given nations, scheduled; players by name. */
  async function setUp(name: string, tieBreak: 'FIFA' | 'UEFA', nations: string[], players: Record<string, string>) {
    const clubs: Club[] = [];
    for (const nation of nations) clubs.push(await createClub(organiser(), `${nation} ${randomUUID().slice(0, 8)}`));
    const tournament = await createTournament(organiser(), { name, type: 'groupStage', tieBreak });
    const teams = await addTeams(organiser(), tournament.id, clubs);
    const teamOf = new Map<string, TournamentTeam>(nations.map((n, i) => [n, teams[i]!]));
    const version = (await organiser().get<Tournament>(`/api/tournaments/${tournament.id}`)).body.version;
    const grouped = await put(organiser(), `/api/tournaments/${tournament.id}/groups`, {
      version,
      groups: [{ name: 'A', advancement: 'topTwo', teamIds: teams.map((t) => t.id) }],
    });
    expect(grouped.status, grouped.text).toBe(200);
    expect((await organiser().post(`/api/tournaments/${tournament.id}/schedule`, {})).status).toBe(200);
    const playerIds = new Map<string, string>();
    for (const [player, nation] of Object.entries(players)) {
      const created: Player = await createPlayer(organiser(), {
        firstName: player,
        lastName: nation,
        birthday: '1988-06-09',
        clubId: clubs[nations.indexOf(nation)]!.id,
      });
      playerIds.set(player, created.id);
    }
    return { id: tournament.id, teamOf, playerIds };
  }

  /** Records one real game: start, every goal and card as an event (in minute order), finish. */
  async function record(
    games: Game[],
    teamOf: Map<string, TournamentTeam>,
    playerIds: Map<string, string>,
    real: RealGame,
  ) {
    const home = teamOf.get(real.home)!.id;
    const away = teamOf.get(real.away)!.id;
    const game = games.find((g) => [g.team1?.id, g.team2?.id].sort().join() === [home, away].sort().join())!;
    expect(game, `${real.home} v ${real.away}`).toBeDefined();
    const sideTeam = (side: Side): 1 | 2 => ((side === 'home' ? home : away) === game.team1!.id ? 1 : 2);

    const started = await organiser().post<Game>(`/api/games/${game.id}/start`, { version: game.version });
    expect(started.status, started.text).toBe(200);
    for (const event of real.events) {
      const res = await organiser().post(`/api/games/${game.id}/events`, {
        id: randomUUID(),
        kind: event.kind,
        team: sideTeam(event.side),
        minute: event.minute,
        ...(event.player ? { playerId: playerIds.get(event.player) } : {}),
      });
      expect(res.status, res.text).toBe(201);
    }
    const current = (await organiser().get<Game>(`/api/games/${game.id}`)).body;
    const finished = await organiser().post<Game>(`/api/games/${game.id}/finish`, { version: current.version });
    expect(finished.status, finished.text).toBe(200);
    const goals = (side: Side) => real.events.filter((e) => e.kind === 'goal' && e.side === side).length;
    const [g1, g2] = sideTeam('home') === 1 ? [goals('home'), goals('away')] : [goals('away'), goals('home')];
    expect([finished.body.goals1, finished.body.goals2]).toEqual([g1, g2]);
  }

  async function table(tournamentId: string, teamOf: Map<string, TournamentTeam>) {
    const res = await users.clients[4]!.get<Standings>(`/api/tournaments/${tournamentId}/standings`);
    expect(res.status).toBe(200);
    const nationOf = new Map([...teamOf].map(([nation, team]) => [team.id, nation] as const));
    const group = res.body.groups[0]!;
    expect(group.unresolvedTies).toEqual([]);
    return group.rows.map((r) => ({ ...r, nation: nationOf.get(r.teamId)! }));
  }

  it('2018 FIFA World Cup Group H: the official table, Japan above Senegal on fair play (−4 v −6)', async () => {
    const { id, teamOf, playerIds } = await setUp(
      'World Cup 2018 Group H',
      'FIFA',
      ['Poland', 'Senegal', 'Colombia', 'Japan'],
      {},
    );
    const games = (await organiser().get<GameList>(`/api/tournaments/${id}/games`)).body.items;
    expect(games.filter((g) => g.phase === 'group')).toHaveLength(6);
    for (const real of WORLD_CUP_2018_GROUP_H) await record(games, teamOf, playerIds, real);

    const rows = await table(id, teamOf);
    expect(rows.map((r) => [r.nation, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points])).toEqual(
      GROUP_H_TABLE,
    );
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    const japan = rows.find((r) => r.nation === 'Japan')!;
    const senegal = rows.find((r) => r.nation === 'Senegal')!;
    expect([japan.fairPlay, senegal.fairPlay]).toEqual([4, 6]);
    expect(japan.separatedBy).toBe('fairPlay');
    // Colombia's straight red under FIFA's weights.
    expect(rows.find((r) => r.nation === 'Colombia')!.fairPlay).toBe(4);
  });

  it('UEFA Euro 2012 Group A: the official table, Greece above Russia on head-to-head; a sent-off player counts once', async () => {
    const { id, teamOf, playerIds } = await setUp(
      'Euro 2012 Group A',
      'UEFA',
      ['Poland', 'Greece', 'Russia', 'Czech Republic'],
      { Sokratis: 'Greece', Szczesny: 'Poland' },
    );
    const games = (await organiser().get<GameList>(`/api/tournaments/${id}/games`)).body.items;
    for (const real of EURO_2012_GROUP_A) await record(games, teamOf, playerIds, real);

    const rows = await table(id, teamOf);
    expect(rows.map((r) => [r.nation, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points])).toEqual(
      EURO_2012_A_TABLE,
    );
    const greece = rows.find((r) => r.nation === 'Greece')!;
    expect(greece.separatedBy).toBe('headToHeadPoints');
    // UEFA weights: Sokratis's yellow + second yellow is one second yellow (3); Szczęsny's straight red 3.
    expect(greece.fairPlay).toBe(3);
    expect(rows.find((r) => r.nation === 'Poland')!.fairPlay).toBe(3);
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'real tournaments');
});
