import type { Club, PlayerList, RatingsOverview } from '@touchline/core';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { seedDemo } from './demo.js';

describeEachEngine('demo data', (ctx) => {
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
  });
});
