import { IconHome, IconLogin, IconLogout, IconUserCircle, IconUserPlus, type Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';

/**
 * Navigation as data (SPEC §2 "Navigation"). An item shows when the user's
 * level is at or below `maxLevel`; level 6 means every signed-in user.
 * Later issues add entries here.
 */
export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  labelKey: ParseKeys<'nav'>;
  maxLevel: number;
  icon: Icon;
}

/** Every signed-in user (SPEC §6: "Level 6 is the account and logout level"). */
export const ANY_SIGNED_IN_LEVEL = 6;

/** The drawer appears only for levels below 3 (SPEC §2, §9). */
export const DRAWER_MAX_LEVEL = 2;

export const DRAWER_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'drawer.home', maxLevel: DRAWER_MAX_LEVEL, icon: IconHome },
];

/** User menu, signed in: account (6), user overview (1), my ratings (3), logout (6). */
export const USER_MENU_ITEMS: readonly NavItem[] = [
  { to: '/account', labelKey: 'userMenu.account', maxLevel: ANY_SIGNED_IN_LEVEL, icon: IconUserCircle },
  { to: '/logout', labelKey: 'userMenu.logout', maxLevel: ANY_SIGNED_IN_LEVEL, icon: IconLogout },
];

/** User menu, signed out. */
export const GUEST_MENU_ITEMS = [
  { to: '/login', labelKey: 'userMenu.login', icon: IconLogin },
  { to: '/register', labelKey: 'userMenu.register', icon: IconUserPlus },
] as const satisfies readonly Omit<NavItem, 'maxLevel'>[];

export function showsDrawer(level: number | null): boolean {
  return level !== null && level <= DRAWER_MAX_LEVEL;
}
