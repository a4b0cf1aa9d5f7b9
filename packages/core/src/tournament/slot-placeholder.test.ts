import { describe, expect, it } from 'vitest';
import { knockoutPlaceholders, slotPlaceholder } from './slot-placeholder.js';

const none = () => null;

describe('slotPlaceholder', () => {
  it('names group places with the group label, whatever word the group name starts with', () => {
    expect(slotPlaceholder({ kind: 'group', group: 'Group A', position: 1 }, 0, none)).toEqual({
      key: 'groupWinner',
      values: { group: 'A' },
    });
    expect(slotPlaceholder({ kind: 'group', group: 'Nord', position: 2 }, 0, none)?.key).toBe('groupRunnerUp');
    expect(slotPlaceholder({ kind: 'group', group: 'B', position: 4 }, 0, none)).toEqual({
      key: 'groupPosition',
      values: { group: 'B', position: 4 },
    });
  });

  it('numbers the best runners-up only when there are several', () => {
    expect(slotPlaceholder({ kind: 'wildcard', rank: 1 }, 1, none)).toEqual({ key: 'wildcard', values: {} });
    expect(slotPlaceholder({ kind: 'wildcard', rank: 2 }, 2, none)).toEqual({
      key: 'wildcardRank',
      values: { rank: 2 },
    });
  });

  it("names a feeding game by the page's number for it, and nothing without one", () => {
    const numberOf = (id: string) => (id === 'sf1' ? 14 : null);
    expect(slotPlaceholder({ kind: 'winner', gameId: 'sf1' }, 0, numberOf)).toEqual({
      key: 'winner',
      values: { number: 14 },
    });
    expect(slotPlaceholder({ kind: 'loser', gameId: 'sf1' }, 0, numberOf)?.key).toBe('loser');
    expect(slotPlaceholder({ kind: 'winner', gameId: 'sf9' }, 0, numberOf)).toBeNull();
    expect(slotPlaceholder({ kind: 'winner', gameId: null }, 0, numberOf)).toBeNull();
  });
});

describe('knockoutPlaceholders', () => {
  it('maps each game to its two slots, counting the wildcards of the whole bracket', () => {
    const map = knockoutPlaceholders(
      [
        {
          id: 'qf1',
          slot1: { source: { kind: 'group', group: 'A', position: 1 } },
          slot2: { source: { kind: 'wildcard', rank: 1 } },
        },
        {
          id: 'qf2',
          slot1: { source: { kind: 'group', group: 'B', position: 1 } },
          slot2: { source: { kind: 'wildcard', rank: 2 } },
        },
        {
          id: 'sf',
          slot1: { source: { kind: 'winner', gameId: 'qf1' } },
          slot2: { source: { kind: 'winner', gameId: 'qf2' } },
        },
      ],
      (id) => ({ qf1: 1, qf2: 2 })[id] ?? null,
    );
    expect(map.get('qf1')).toEqual([
      { key: 'groupWinner', values: { group: 'A' } },
      { key: 'wildcardRank', values: { rank: 1 } },
    ]);
    expect(map.get('sf')).toEqual([
      { key: 'winner', values: { number: 1 } },
      { key: 'winner', values: { number: 2 } },
    ]);
  });
});
