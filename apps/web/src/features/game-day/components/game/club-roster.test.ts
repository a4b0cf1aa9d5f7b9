import { QueryClient } from '@tanstack/react-query';
import type { PlayerList } from '@touchline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubRosterQueryOptions } from './use-team-roster';

const listPlayers = vi.hoisted(() => vi.fn<() => Promise<PlayerList>>());
vi.mock('../../../../entities/player/list-players', () => ({ listPlayers }));

afterEach(() => listPlayers.mockReset());

describe('the recording screen roster (decision 426)', () => {
  it('caches only the id and the label (number and name) of each player, under the tournament (kept offline)', async () => {
    listPlayers.mockResolvedValue({
      items: [
        {
          id: 'p1',
          firstName: 'Anna',
          lastName: 'Berg',
          backNumberDefault: 7,
          birthday: '2011-03-04',
          nationality: 'DE',
          email: 'anna@example.test',
        },
      ],
      total: 1,
    } as unknown as PlayerList);
    const client = new QueryClient();
    const options = clubRosterQueryOptions('t1', 'c1');
    expect(options.queryKey).toEqual(['tournaments', 'detail', 't1', 'roster', 'c1']);
    const roster = await client.fetchQuery(options);
    expect(roster).toEqual([{ id: 'p1', label: '7 Anna Berg' }]);
    expect(listPlayers).toHaveBeenCalledWith(expect.objectContaining({ clubId: 'c1' }), expect.anything());
  });
});
