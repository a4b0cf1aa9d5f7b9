import {
  DRAWER_ITEMS,
  SIGNED_OUT_MENU,
  USER_MENU,
  isDrawerVisible,
  visibleMenuItems,
  type RoutePattern,
} from '@touchline/core';
import {
  IconBuildingStadium,
  IconCirclePlus,
  IconCopy,
  IconFileImport,
  IconHome,
  IconLogin,
  IconLogout,
  IconShirtSport,
  IconStar,
  IconTournament,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/**
 * The menus are data in core (USER_MENU, SIGNED_OUT_MENU, DRAWER_ITEMS with
 * their levels; decision 302). The web app adds what only it knows: which
 * pages exist yet and their icons. A later issue that adds a page adds its
 * pattern here, and its menu items appear.
 */
const BUILT_PAGES = [
  '/',
  '/login',
  '/register',
  '/logout',
  '/account',
  '/useroverview',
  '/not-authorized',
  '/ClubPlayers',
  '/playersfree',
  '/dub',
  '/PlayerRating',
  '/players',
  '/addplayer',
  '/players/import',
  '/Tournament',
  '/add-tournament',
] as const;

export type BuiltPage = (typeof BUILT_PAGES)[number];

function isBuilt(path: RoutePattern): path is BuiltPage {
  return (BUILT_PAGES as readonly string[]).includes(path);
}

const ICONS: Partial<Record<RoutePattern, Icon>> = {
  '/': IconHome,
  '/account': IconUserCircle,
  '/useroverview': IconUsers,
  '/ClubPlayers': IconBuildingStadium,
  '/playersfree': IconUsersGroup,
  '/dub': IconCopy,
  '/players': IconShirtSport,
  '/addplayer': IconCirclePlus,
  '/players/import': IconFileImport,
  '/PlayerRating': IconStar,
  '/Tournament': IconTournament,
  '/add-tournament': IconCirclePlus,
  '/logout': IconLogout,
  '/login': IconLogin,
  '/register': IconUserPlus,
};

export interface NavEntry<Key extends string> {
  key: Key;
  to: BuiltPage;
  icon: Icon | undefined;
}

function entries<Key extends string>(items: readonly { key: Key; path: RoutePattern }[]): NavEntry<Key>[] {
  return items.flatMap(({ key, path }) => (isBuilt(path) ? [{ key, to: path, icon: ICONS[path] }] : []));
}

type UserMenuKey = (typeof USER_MENU)[number]['key'];
type SignedOutKey = (typeof SIGNED_OUT_MENU)[number]['key'];
type DrawerKey = (typeof DRAWER_ITEMS)[number]['key'];

/** Signed-in user menu: the items the user's level shows, of the pages built so far. */
export function userMenuEntries(level: number): NavEntry<UserMenuKey>[] {
  return entries(visibleMenuItems(USER_MENU, level));
}

export function signedOutMenuEntries(): NavEntry<SignedOutKey>[] {
  return entries(SIGNED_OUT_MENU);
}

export function drawerEntries(level: number): NavEntry<DrawerKey>[] {
  return entries(visibleMenuItems(DRAWER_ITEMS, level));
}

/** The drawer and its toggle show for signed-in users below level 3 (docs/product/routes-and-screens.md). */
export function showsDrawer(level: number | null): boolean {
  return isDrawerVisible(level);
}
