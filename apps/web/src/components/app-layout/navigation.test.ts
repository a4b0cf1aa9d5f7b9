import { describe, expect, it } from 'vitest';
import { visibleForLevel } from '../../lib/auth/access';
import { DRAWER_ITEMS, USER_MENU_ITEMS, showsDrawer } from './navigation';

describe('navigation', () => {
  it('shows the drawer only to signed-in users below level 3', () => {
    expect(showsDrawer(null)).toBe(false);
    expect([0, 1, 2, 3, 4, 5].map(showsDrawer)).toEqual([true, true, true, false, false, false]);
  });

  it('gives every signed-in level account and logout', () => {
    for (const level of [0, 1, 2, 3, 4, 5]) {
      expect(visibleForLevel(USER_MENU_ITEMS, level).map((item) => item.to)).toEqual(['/account', '/logout']);
    }
  });

  it('lists home in the drawer', () => {
    expect(visibleForLevel(DRAWER_ITEMS, 2).map((item) => item.to)).toEqual(['/']);
  });
});
