import type {
  Club,
  GameList,
  PlayerList,
  RatingsOverview,
  ScoutingDay,
  ScoutingPlan,
  ScoutingReport,
  TournamentList,
  TournamentMetrics,
} from '@touchline/core';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { seedDemo } from './demo.js';

describeEachEngine(
  'demo data',
  (ctx) => {
    it('loads clubs, plausible youth players and ratings that the API serves', async () => {
      const admin = ctx.client();
      await admin.signUp('Admin', 'admin@example.com');
      const { db, engine } = ctx.app().database;
      const result = await seedDemo(db, engine, { players: 300, seed: 3, today: '2026-11-21' });
      expect(result).toMatchObject({ clubs: 16, players: 300 });
      expect(result.ratings).toBeGreaterThan(30);

      const players = await admin.get<PlayerList>('/api/players?limit=200');
      expect(players.body.total).toBe(300);
      for (const p of players.body.items) {
        const year = Number(p.birthday?.slice(0, 4));
        expect(2026 - year).toBeGreaterThanOrEqual(9);
        expect(2026 - year).toBeLessThanOrEqual(18);
        expect(p.height).toBeGreaterThan(100);
      }
      const clubs = await admin.get<{ items: Club[] }>('/api/clubs');
      expect(clubs.body.items).toHaveLength(16);
      const overview = await admin.get<RatingsOverview>('/api/ratings/overview');
      expect(overview.body.total).toBeGreaterThan(10);
      expect(overview.body.items[0]!.count).toBeGreaterThanOrEqual(1);

      // Tournaments in all three formats: upcoming, running with some results, finished.
      expect(result).toMatchObject({ tournaments: 3 });
      const hub = await admin.get<TournamentList>('/api/tournaments');
      expect(hub.body.items.map((t) => [t.type, t.dateFrom])).toEqual([
        ['scouting', '2026-12-05'],
        ['groupStage', '2026-11-21'],
        ['roundRobin', '2026-10-22'],
      ]);
      const statuses = async (index: number) => {
        const games = await admin.get<GameList>(`/api/tournaments/${hub.body.items[index]!.id}/games`);
        expect(games.body.items.every((g) => g.date !== null)).toBe(true);
        return new Set(games.body.items.map((g) => g.status));
      };
      expect(await statuses(0)).toEqual(new Set(['scheduled']));
      expect(await statuses(1)).toEqual(new Set(['scheduled', 'running', 'finished']));
      expect(await statuses(2)).toEqual(new Set(['finished']));

      // The finished tournament has ratings made at its games, so its metrics show groups; the others are not over.
      expect(result.ratingsAtGames).toBeGreaterThan(30);
      const metrics = async (index: number) =>
        (await admin.get<TournamentMetrics>(`/api/tournaments/${hub.body.items[index]!.id}/metrics`)).body;
      const released = await metrics(2);
      expect(released.state).toBe('released');
      expect(released.state === 'released' && released.positions.length).toBeGreaterThan(3);
      expect((await metrics(0)).state).toBe('pending');

      // The scout's tournament day: line-ups, watchlist players, a plan and ratings at the running tournament.
      expect(result.scouting.lineups).toBeGreaterThan(4);
      expect(result.scouting.watchlist).toBeGreaterThan(2);
      expect(result.scouting.assignments).toBeGreaterThan(2);
      expect(result.scouting.ratings).toBeGreaterThan(0);
      const running = hub.body.items[1]!.id;
      const plan = await admin.get<ScoutingPlan>(`/api/tournaments/${running}/scouting-plan`);
      expect(plan.body.version).toBe(1);
      expect(plan.body.assignments.length).toBeGreaterThan(0);
      const report = await admin.get<ScoutingReport>(`/api/tournaments/${running}/scouting`);
      expect(report.body.players.length).toBeGreaterThan(0);
      const day = await admin.get<ScoutingDay>(`/api/tournaments/${running}/scouting-day`);
      expect(day.body.games.some((g) => g.sides.some((s) => s.fromLineup && s.players.some((p) => p.watchlist)))).toBe(
        true,
      );
      expect((await metrics(1)).state).toBe('pending');
    });
  },
  // The demo's day, so that which tournament is over does not depend on when the test runs.
  { now: () => new Date('2026-11-21T12:00:00Z') },
);
