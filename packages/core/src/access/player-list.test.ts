import { describe, expect, it } from 'vitest';
import type { Actor } from './capabilities.js';
import type { Level } from './levels.js';
import { playerListScope } from './player-list.js';

const actorAt = (level: Level, clubIds: string[] = ['club-own']): Actor => ({ id: 'me', level, clubIds });

describe('playerListScope', () => {
  it('refuses levels 4–5 and signed-out callers any player list', () => {
    for (const actor of [actorAt(4), actorAt(5), null]) {
      expect(playerListScope(actor, { usesPersonalDetails: false })).toEqual({ allowed: false });
    }
  });

  it('gives the free players list to levels 0–2 only (docs/product/levels-and-access.md)', () => {
    for (const level of [0, 1, 2] as const) {
      expect(playerListScope(actorAt(level), { free: true, usesPersonalDetails: false })).toEqual({
        allowed: true,
        withClubOnly: false,
      });
    }
    for (const level of [3, 4, 5] as const) {
      expect(playerListScope(actorAt(level), { free: true, usesPersonalDetails: false })).toEqual({ allowed: false });
    }
  });

  it('leaves free players out of every list for a club user', () => {
    expect(playerListScope(actorAt(3), { usesPersonalDetails: false })).toEqual({ allowed: true, withClubOnly: true });
    expect(playerListScope(actorAt(3), { free: false, usesPersonalDetails: true })).toEqual({
      allowed: true,
      onlyClubIds: ['club-own'],
      withClubOnly: true,
    });
  });

  it('runs filters and sorts on personal details over own clubs’ players only at level 3, over everyone at 0–2', () => {
    expect(playerListScope(actorAt(3, ['a', 'b']), { usesPersonalDetails: true })).toMatchObject({
      onlyClubIds: ['a', 'b'],
    });
    expect(playerListScope(actorAt(3, []), { usesPersonalDetails: true })).toMatchObject({ onlyClubIds: [] });
    for (const level of [0, 1, 2] as const) {
      expect(playerListScope(actorAt(level), { usesPersonalDetails: true })).not.toHaveProperty('onlyClubIds');
    }
  });
});
