import { describe, expect, it } from 'vitest';
import type { Actor } from './capabilities.js';
import { checkAccountDeletion, checkLevelChange } from './level-change.js';
import { ALL_LEVELS, type Level } from './levels.js';
import { can } from './policy.js';

const admin: Actor = { id: 'admin-1', level: 0, clubIds: [] };
const at = (level: Level, id = 'actor'): Actor => ({ id, level, clubIds: ['club-1'] });

describe('checkLevelChange (docs/product/levels-and-access.md)', () => {
  it('lets an administrator change another user to any level', () => {
    for (const from of ALL_LEVELS) {
      for (const to of ALL_LEVELS) {
        const result = checkLevelChange({
          actor: admin,
          target: { id: 'user-2', level: from },
          newLevel: to,
          administratorCount: 2,
        });
        expect(result, `${from} → ${to}`).toEqual({ ok: true });
      }
    }
  });

  it('refuses everyone but level 0 with FORBIDDEN, whoever the target is', () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      for (const target of [
        { id: 'user-2', level: 5 as Level },
        { id: 'actor', level },
      ]) {
        expect(checkLevelChange({ actor: at(level), target, newLevel: 4, administratorCount: 1 })).toEqual({
          ok: false,
          code: 'FORBIDDEN',
        });
      }
    }
    expect(
      checkLevelChange({ actor: null, target: { id: 'user-2', level: 5 }, newLevel: 0, administratorCount: 1 }),
    ).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('refuses an administrator changing their own level, even with other administrators around', () => {
    for (const newLevel of ALL_LEVELS) {
      expect(
        checkLevelChange({ actor: admin, target: { id: admin.id, level: 0 }, newLevel, administratorCount: 3 }),
      ).toEqual({ ok: false, code: 'CANNOT_CHANGE_OWN_LEVEL' });
    }
  });

  it('refuses demoting the last administrator', () => {
    for (const newLevel of [1, 2, 3, 4, 5] as const) {
      expect(
        checkLevelChange({ actor: admin, target: { id: 'admin-2', level: 0 }, newLevel, administratorCount: 1 }),
      ).toEqual({ ok: false, code: 'LAST_ADMINISTRATOR' });
    }
    // Keeping them at level 0 is not a demotion.
    expect(
      checkLevelChange({ actor: admin, target: { id: 'admin-2', level: 0 }, newLevel: 0, administratorCount: 1 }),
    ).toEqual({ ok: true });
  });

  it('allows demoting an administrator while another remains', () => {
    expect(
      checkLevelChange({ actor: admin, target: { id: 'admin-2', level: 0 }, newLevel: 5, administratorCount: 2 }),
    ).toEqual({ ok: true });
  });

  it('agrees with can(users.changeLevel) on who may act at all', () => {
    for (const actor of [null, ...ALL_LEVELS.map((level) => at(level))]) {
      for (const targetId of ['actor', 'user-2']) {
        const result = checkLevelChange({
          actor,
          target: { id: targetId, level: 5 },
          newLevel: 4,
          administratorCount: 2,
        });
        expect(result.ok).toBe(can(actor, 'users.changeLevel', { userId: targetId }));
      }
    }
  });
});

describe('checkAccountDeletion (docs/product/privacy.md with docs/product/levels-and-access.md)', () => {
  it('lets every user delete their own account', () => {
    for (const level of ALL_LEVELS) {
      expect(checkAccountDeletion({ actor: at(level), target: { id: 'actor', level }, administratorCount: 2 })).toEqual(
        { ok: true },
      );
    }
  });

  it("refuses deleting someone else's account, and signed-out callers", () => {
    expect(checkAccountDeletion({ actor: admin, target: { id: 'user-2', level: 5 }, administratorCount: 2 })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(checkAccountDeletion({ actor: null, target: { id: 'user-2', level: 5 }, administratorCount: 2 })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('refuses the last administrator deleting their account', () => {
    expect(checkAccountDeletion({ actor: admin, target: { id: admin.id, level: 0 }, administratorCount: 1 })).toEqual({
      ok: false,
      code: 'LAST_ADMINISTRATOR',
    });
    expect(checkAccountDeletion({ actor: admin, target: { id: admin.id, level: 0 }, administratorCount: 2 })).toEqual({
      ok: true,
    });
  });
});
