import { describe, expect, it } from 'vitest';
import { drawerEntries, showsDrawer, signedOutMenuEntries, userMenuEntries } from './navigation';

describe('navigation', () => {
  it('shows the drawer only to signed-in users below level 3', () => {
    expect(showsDrawer(null)).toBe(false);
    expect([0, 1, 2, 3, 4, 5].map(showsDrawer)).toEqual([true, true, true, false, false, false]);
  });

  it('gives every signed-in level account and logout, and only built pages', () => {
    for (const level of [0, 1, 2, 3, 4, 5]) {
      expect(userMenuEntries(level).map((entry) => entry.to)).toEqual(['/account', '/logout']);
    }
  });

  it('offers login and register when signed out', () => {
    expect(signedOutMenuEntries().map((entry) => entry.key)).toEqual(['login', 'register']);
  });

  it('lists home in the drawer', () => {
    expect(drawerEntries(2).map((entry) => entry.to)).toEqual(['/']);
  });
});
