import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { fixtureGame } from '../../../test/tournament-fixtures';
import type { GameEvent, GameRecord } from './game-types';
import { getGameRecord } from './game-record';

const game = fixtureGame('g1', { status: 'running', period: 'firstHalf' });
const goal = (n: number): GameEvent => ({
  id: `e${n}`,
  gameId: 'g1',
  kind: 'goal',
  team: 1,
  minute: n,
  player: null,
  createdAt: `2030-06-01T09:${String(n).padStart(2, '0')}:00.000Z`,
  version: 1,
});

describe('reading a game record', () => {
  it('reads a real game in one request: the first page holds every event a game may record', async () => {
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [goal(1), goal(2)], total: 2 } satisfies GameRecord),
    });
    expect((await getGameRecord('g1')).events.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(api.requests.map((r) => r.path)).toEqual(['/api/games/g1/events']);
  });

  it('reads on, a page at a time, until every event of a longer game is in', async () => {
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [goal(1), goal(2)], total: 5 } satisfies GameRecord),
      'GET /api/games/g1/events?offset=2': ok({ game, events: [goal(3), goal(4)], total: 5 } satisfies GameRecord),
      'GET /api/games/g1/events?offset=4': ok({ game, events: [goal(5)], total: 5 } satisfies GameRecord),
    });
    const record = await getGameRecord('g1');
    expect(record.events.map((e) => e.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    expect(record.total).toBe(5);
    expect(api.requests).toHaveLength(3);
  });

  it('stops when events were undone between two pages', async () => {
    const api = fakeApi({
      'GET /api/games/g1/events': ok({ game, events: [goal(1), goal(2)], total: 4 } satisfies GameRecord),
      'GET /api/games/g1/events?offset=2': ok({ game, events: [], total: 2 } satisfies GameRecord),
    });
    expect((await getGameRecord('g1')).events).toHaveLength(2);
    expect(api.requests).toHaveLength(2);
  });
});
