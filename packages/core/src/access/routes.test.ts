import { describe, expect, it } from 'vitest';
import type { Actor } from './capabilities.js';
import { ALL_LEVELS, LEVEL_LABEL_KEYS, levelLabelKey, type Level } from './levels.js';
import {
  DRAWER_ITEMS,
  DRAWER_MAX_LEVEL,
  SIGNED_OUT_MENU,
  USER_MENU,
  isDrawerVisible,
  visibleMenuItems,
  type MenuItem,
} from './menus.js';
import { canSome } from './policy.js';
import {
  ROUTE_ACCESS,
  ROUTE_CAPABILITY,
  ROUTE_PATTERNS,
  decideRoute,
  matchRoute,
  type RouteAccessRule,
  type RoutePattern,
} from './routes.js';

const actorAt = (level: Level): Actor => ({ id: 'me', level, clubIds: ['club-1'] });

/** Levels 0–5 a route guard lets through. */
function levelsPassing(access: RouteAccessRule): Level[] {
  return ALL_LEVELS.filter((level) => decideRoute(access, { level }) === 'allow');
}

describe('level labels', () => {
  it('has an i18n key per level and no sentences', () => {
    expect(ALL_LEVELS.map(levelLabelKey)).toEqual([
      'administrator',
      'moderator',
      'externalScout',
      'club',
      'guest',
      'user',
    ]);
    expect(Object.keys(LEVEL_LABEL_KEYS)).toHaveLength(6);
  });
});

describe('ROUTE_ACCESS', () => {
  it('carries the paths and guards of docs/product/routes-and-screens.md', () => {
    const expected: Partial<Record<RoutePattern, RouteAccessRule>> = {
      '/': { auth: 'public' },
      '/Tournament': { auth: 'public' },
      '/login': { auth: 'public' },
      '/register': { auth: 'public' },
      '/agb': { auth: 'public' },
      '/policy': { auth: 'public' },
      '/impressum': { auth: 'public' },
      '/useroverview': { auth: 'level', maxLevel: 1 },
      '/dub': { auth: 'level', maxLevel: 1 },
      '/playersfree': { auth: 'level', maxLevel: 2 },
      '/ClubPlayers': { auth: 'level', maxLevel: 2 },
      '/Club/{clubId}': { auth: 'level', maxLevel: 4 },
      '/TournamentSetup/{TournamentId}': { auth: 'level', maxLevel: 2 },
      '/TournamentApplyGroupResults/{TournamentId}': { auth: 'level', maxLevel: 2 },
      '/account': { auth: 'login' },
      '/addplayer': { auth: 'login' },
    };
    for (const [pattern, access] of Object.entries(expected)) {
      expect(ROUTE_ACCESS[pattern as RoutePattern], pattern).toEqual(access);
    }
  });

  it.each(ROUTE_PATTERNS.map((pattern) => [pattern] as const))('%s is no stricter than its capability', (pattern) => {
    const access = ROUTE_ACCESS[pattern];
    const capability = ROUTE_CAPABILITY[pattern];
    if (capability === undefined) return; // login, register, logout, not-authorized
    const capabilityLevels = ALL_LEVELS.filter((level) => canSome(actorAt(level), capability));
    const routeLevels = levelsPassing(access);
    // Every level that may use the capability for some resource gets past the guard…
    expect(routeLevels).toEqual(expect.arrayContaining(capabilityLevels));
    // …a level guard lets through exactly those levels…
    if (access.auth === 'level') expect(routeLevels).toEqual(capabilityLevels);
    // …and a public route's capability is open to signed-out visitors.
    expect(access.auth === 'public').toBe(canSome(null, capability));
  });

  it('has two documented laxer guards: /addplayer and /players/import need login, the pages also need player.create', () => {
    const laxer = ROUTE_PATTERNS.filter((pattern) => {
      const capability = ROUTE_CAPABILITY[pattern];
      if (capability === undefined) return false;
      return levelsPassing(ROUTE_ACCESS[pattern]).some((level) => !canSome(actorAt(level), capability));
    });
    expect(laxer).toEqual(['/addplayer', '/players/import']);
  });
});

describe('matchRoute', () => {
  it('matches static and parameterised paths', () => {
    expect(matchRoute('/')?.pattern).toBe('/');
    expect(matchRoute('/useroverview')).toEqual({
      pattern: '/useroverview',
      access: { auth: 'level', maxLevel: 1 },
      params: {},
    });
    expect(matchRoute('/Club/abc%20d')).toEqual({
      pattern: '/Club/{clubId}',
      access: { auth: 'level', maxLevel: 4 },
      params: { clubId: 'abc d' },
    });
    expect(matchRoute('/TournamentSetup/t1/')?.params).toEqual({ TournamentId: 't1' });
  });

  it('returns undefined for unknown paths (the public not-found page)', () => {
    for (const path of ['/test', '/nope', '/Club', '/Club/a/b', '/club/a', '/Club/%E0%A4%A']) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });
});

describe('decideRoute (SPEC.md §4 navigation guard)', () => {
  it('applies public, login and level guards', () => {
    const level2: RouteAccessRule = { auth: 'level', maxLevel: 2 };
    expect(decideRoute({ auth: 'public' }, null)).toBe('allow');
    expect(decideRoute({ auth: 'login' }, null)).toBe('login');
    expect(decideRoute({ auth: 'login' }, { level: 5 })).toBe('allow');
    expect(decideRoute(level2, null)).toBe('login');
    expect(decideRoute(level2, { level: 2 })).toBe('allow');
    expect(decideRoute(level2, { level: 0 })).toBe('allow');
    expect(decideRoute(level2, { level: 3 })).toBe('notAuthorized');
    expect(decideRoute(level2, { level: null })).toBe('notAuthorized');
    expect(decideRoute(level2, { level: undefined })).toBe('notAuthorized');
  });
});

describe('menus', () => {
  const keysAt = (items: readonly MenuItem[], level: number | null) =>
    visibleMenuItems(items, level).map((item) => item.key);

  it('shows the user menu by level (account 6, user overview 1, my ratings 3, logout 6)', () => {
    expect(keysAt(USER_MENU, 0)).toEqual(['account', 'userOverview', 'myRatings', 'logout']);
    expect(keysAt(USER_MENU, 1)).toEqual(['account', 'userOverview', 'myRatings', 'logout']);
    expect(keysAt(USER_MENU, 2)).toEqual(['account', 'myRatings', 'logout']);
    expect(keysAt(USER_MENU, 3)).toEqual(['account', 'myRatings', 'logout']);
    expect(keysAt(USER_MENU, 4)).toEqual(['account', 'logout']);
    expect(keysAt(USER_MENU, 5)).toEqual(['account', 'logout']);
    expect(keysAt(USER_MENU, null)).toEqual([]);
    expect(SIGNED_OUT_MENU.map((item) => item.key)).toEqual(['login', 'register']);
  });

  it('shows the drawer only below level 3, with the management group below level 2', () => {
    expect(DRAWER_MAX_LEVEL).toBe(2);
    expect(ALL_LEVELS.filter(isDrawerVisible)).toEqual([0, 1, 2]);
    expect(isDrawerVisible(null)).toBe(false);
    const base = ['home', 'players', 'clubs', 'ratings'];
    const management = [
      'setup',
      'addPlayer',
      'importPlayers',
      'freePlayers',
      'duplicates',
      'tournamentManagement',
      'userOverview',
    ];
    expect(keysAt(DRAWER_ITEMS, 0)).toEqual([...base, ...management]);
    expect(keysAt(DRAWER_ITEMS, 1)).toEqual([...base, ...management]);
    expect(keysAt(DRAWER_ITEMS, 2)).toEqual(base);
    expect(keysAt(DRAWER_ITEMS, 3)).toEqual([]);
    for (const item of DRAWER_ITEMS) expect(item.maxLevel, item.key).toBeLessThanOrEqual(DRAWER_MAX_LEVEL);
  });

  it('never links to a page the guard or its capability would refuse', () => {
    for (const item of [...USER_MENU, ...DRAWER_ITEMS]) {
      const access = ROUTE_ACCESS[item.path];
      const capability = ROUTE_CAPABILITY[item.path];
      for (const level of ALL_LEVELS) {
        if (!visibleMenuItems([item], level).length) continue;
        expect(decideRoute(access, { level }), `${item.key} @ ${level}`).toBe('allow');
        if (capability) expect(canSome(actorAt(level), capability), `${item.key} @ ${level}`).toBe(true);
      }
    }
  });
});
