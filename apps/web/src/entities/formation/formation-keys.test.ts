import { describe, expect, it } from 'vitest';
import { isPersistedQueryKey } from '../../lib/offline/persisted-queries';
import { formationsQueryKeys } from './formation-keys';

describe('formation keys and the offline copy (decision 314)', () => {
  it("keeps a game's line-ups for offline use", () => {
    expect(isPersistedQueryKey(formationsQueryKeys.lineups('g1'))).toBe(true);
  });

  it("keeps neither a club's formations nor the prefix of every line-up", () => {
    expect(isPersistedQueryKey(formationsQueryKeys.ofClub('c1'))).toBe(false);
    expect(isPersistedQueryKey(formationsQueryKeys.allLineups)).toBe(false);
  });
});
