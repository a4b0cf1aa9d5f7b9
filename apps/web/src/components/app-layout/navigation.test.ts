import { describe, expect, it } from 'vitest';
import { drawerEntries, showsDrawer, signedOutMenuEntries, userMenuEntries } from './navigation';

describe('navigation', () => {
  it('shows the drawer only to signed-in users below level 3', () => {
    expect(showsDrawer(null)).toBe(false);
    expect([0, 1, 2, 3, 4, 5].map(showsDrawer)).toEqual([true, true, true, false, false, false]);
  });

  it('gives levels 0 and 1 the user overview, every level account and logout, and only built pages', () => {
    const menu = (level: number) => userMenuEntries(level).map((entry) => entry.to);
    for (const level of [0, 1]) expect(menu(level)).toEqual(['/account', '/useroverview', '/PlayerRating', '/logout']);
    // My ratings (/PlayerRating) up to level 3.
    for (const level of [2, 3]) expect(menu(level)).toEqual(['/account', '/PlayerRating', '/logout']);
    for (const level of [4, 5]) expect(menu(level)).toEqual(['/account', '/logout']);
  });

  it('gives every built entry an icon', () => {
    for (const entry of [...userMenuEntries(0), ...drawerEntries(0), ...signedOutMenuEntries()]) {
      expect(entry.icon, entry.to).toBeDefined();
    }
  });

  it('offers login and register when signed out', () => {
    expect(signedOutMenuEntries().map((entry) => entry.key)).toEqual(['login', 'register']);
  });

  it('lists only built pages in the drawer: clubs from level 2, free players from level 1', () => {
    const drawer = (level: number) => drawerEntries(level).map((entry) => entry.to);
    for (const level of [0, 1]) {
      expect(drawer(level)).toContain('/ClubPlayers');
      expect(drawer(level)).toContain('/playersfree');
    }
    expect(drawer(2)).toContain('/ClubPlayers');
    expect(drawer(2)).not.toContain('/playersfree');
    for (const level of [0, 1, 2]) expect(drawer(level)).toContain('/players');
    for (const level of [0, 1]) expect(drawer(level)).toContain('/addplayer');
    expect(drawer(2)).not.toContain('/addplayer');
    for (const level of [0, 1, 2]) expect(drawer(level)).toContain('/PlayerRating');
    for (const level of [3, 4, 5]) expect(drawer(level)).toEqual([]);
  });
});
