import { meetsLevel, type Level } from './levels.js';
import type { RoutePattern } from './routes.js';

/**
 * Menu level 6 is not a user level: an item at level 6 shows for every
 * signed-in user (docs/product/routes-and-screens.md "Menus").
 */
export const SIGNED_IN_MENU_LEVEL = 6;

export type MenuLevel = Level | typeof SIGNED_IN_MENU_LEVEL;

/** A menu entry: an i18n key, the route it opens and the highest level it shows for. */
export interface MenuItem<Key extends string = string> {
  readonly key: Key;
  readonly path: RoutePattern;
  readonly maxLevel: MenuLevel;
}

/** Top-right user menu when signed in (docs/product/routes-and-screens.md "Menus"; the user overview is level ≤ 1). */
export const USER_MENU = [
  { key: 'account', path: '/account', maxLevel: SIGNED_IN_MENU_LEVEL },
  { key: 'userOverview', path: '/useroverview', maxLevel: 1 },
  { key: 'myRatings', path: '/PlayerRating', maxLevel: 3 },
  { key: 'logout', path: '/logout', maxLevel: SIGNED_IN_MENU_LEVEL },
] as const satisfies readonly MenuItem[];

/** Top-right user menu when signed out. */
export const SIGNED_OUT_MENU = [
  { key: 'login', path: '/login' },
  { key: 'register', path: '/register' },
] as const satisfies readonly Pick<MenuItem, 'key' | 'path'>[];

/** The left drawer exists only for level < 3, i.e. level ≤ 2. */
export const DRAWER_MAX_LEVEL: Level = 2;

/**
 * Left drawer items. Every item needs at least the drawer's level; the second
 * group is for level < 2. "setup" opens the tournament creation dialog that
 * leads into the guided setup; "tournament management" opens the hub, where
 * levels ≤ 1 get the create and delete actions.
 */
export const DRAWER_ITEMS = [
  { key: 'home', path: '/', maxLevel: 2 },
  { key: 'players', path: '/players', maxLevel: 2 },
  { key: 'clubs', path: '/ClubPlayers', maxLevel: 2 },
  { key: 'ratings', path: '/PlayerRating', maxLevel: 2 },
  { key: 'setup', path: '/add-tournament', maxLevel: 1 },
  { key: 'addPlayer', path: '/addplayer', maxLevel: 1 },
  // Issue 17: the pages a new administrator or moderator could not find from the drawer.
  { key: 'importPlayers', path: '/players/import', maxLevel: 1 },
  { key: 'freePlayers', path: '/playersfree', maxLevel: 1 },
  { key: 'duplicates', path: '/dub', maxLevel: 1 },
  { key: 'tournamentManagement', path: '/Tournament', maxLevel: 1 },
  { key: 'userOverview', path: '/useroverview', maxLevel: 1 },
] as const satisfies readonly MenuItem[];

/** Whether the drawer (and its toggle) shows. `level` is null/undefined when signed out or not loaded. */
export function isDrawerVisible(level: number | null | undefined): boolean {
  return meetsLevel(level, DRAWER_MAX_LEVEL);
}

/** The menu rule of docs/product/levels-and-access.md: an item shows when the user level is at or below the item's level. */
export function visibleMenuItems<Item extends { readonly maxLevel: number }>(
  items: readonly Item[],
  level: number | null | undefined,
): Item[] {
  return items.filter((item) => meetsLevel(level, item.maxLevel));
}
