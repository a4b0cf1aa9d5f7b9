import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../auth/get-me';
import { tournamentsQueryKeys } from '../tournament-keys';
import { isPersistedQueryKey } from './persisted-queries';

describe('the queries kept for offline use (decision 314)', () => {
  it('keeps the user, the tournaments, their games, standings, bracket, records and line-ups (the line-up keys: entities/formation/formation-keys.test.ts)', () => {
    const kept = [
      meQueryKey,
      tournamentsQueryKeys.list(),
      tournamentsQueryKeys.detail('t1'),
      tournamentsQueryKeys.games('t1'),
      [...tournamentsQueryKeys.detail('t1'), 'standings'],
      [...tournamentsQueryKeys.detail('t1'), 'bracket'],
      [...tournamentsQueryKeys.games('t1'), 'g1', 'record'],
      ['lineups', 'g1'],
      // The recording screen's rosters, cut down to id, name and back number (decision 426).
      tournamentsQueryKeys.roster('t1', 'c1'),
    ];
    for (const key of kept) expect(isPersistedQueryKey(key), JSON.stringify(key)).toBe(true);
  });

  it('keeps nothing else: statistics, players, clubs, users, ratings, formations', () => {
    const dropped = [
      [...tournamentsQueryKeys.detail('t1'), 'leaderboard'],
      [...tournamentsQueryKeys.detail('t1'), 'stats'],
      [...tournamentsQueryKeys.detail('t1'), 'metrics'],
      ['players', 'detail', 'p1'],
      ['players', 'list', {}],
      ['clubs', 'c1', 'players', 0],
      ['users', 'list'],
      ['ratings', 'mine'],
      ['formations', 'club', 'c1'],
      ['lineups'],
      ['me', 'extra'],
      ['tournaments'],
      ['tournaments', 'detail', 't1', 'games', 'g1'],
      ['tournaments', 'detail', 't1', 'roster'],
      ['tournaments', 'detail', 't1', 'stats', 'c1'],
    ];
    for (const key of dropped) expect(isPersistedQueryKey(key), JSON.stringify(key)).toBe(false);
  });
});
