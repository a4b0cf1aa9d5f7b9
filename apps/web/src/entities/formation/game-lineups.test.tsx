import { describe, expect, it } from 'vitest';
import { keysForChange } from '../../lib/live-events';
import { fakeApi, ok } from '../../test/api';
import { formationsQueryKeys } from './formation-keys';
import { getGameLineups } from './game-lineups';

const lineupsOf = (gameId: string, tournamentId: string) => ({
  gameId,
  tournamentId,
  team1: null,
  team2: null,
  lineups: [],
});

describe("a game's line-ups and the live channel (decision 390)", () => {
  it("refetch on their own tournament's change only, not on every tournament's", async () => {
    fakeApi({
      'GET /api/games/g1/lineups': ok(lineupsOf('g1', 't1')),
      'GET /api/games/g2/lineups': ok(lineupsOf('g2', 't2')),
    });
    await getGameLineups('g1');
    await getGameLineups('g2');
    const keys = (ids: string[]) => keysForChange({ topic: 'tournament', ids }, { meId: 'u1' });
    expect(keys(['t1'])).toContainEqual(formationsQueryKeys.lineups('g1'));
    expect(keys(['t1'])).not.toContainEqual(formationsQueryKeys.lineups('g2'));
    expect(keys(['t3'])).not.toContainEqual(formationsQueryKeys.lineups('g1'));
    expect(keys(['t3'])).not.toContainEqual(formationsQueryKeys.allLineups);
  });
});
