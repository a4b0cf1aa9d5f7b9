// Interactive chrome the first paint does not need: the header menus (Mantine
// Menu + floating-ui), the drawer's links, the notifications container and
// the live channel (nothing is stale before the first paint).
// Loaded as one chunk, requested at boot in parallel with the session
// (see deferred.ts and decision 203), so it never blocks the initial route.
import '@mantine/notifications/styles.css';
// The pages' Mantine styles load here, at start, off the first paint's path (decision 281).
import '../styles/mantine-pages';
import { Group } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Me } from '@touchline/core';
import type { ReactNode } from 'react';
import { LanguageMenu } from './app-layout/language-menu';
import { SyncStatus } from './app-layout/sync-status';
import { UserMenu } from './app-layout/user-menu';

export { NavDrawer } from './app-layout/nav-drawer';
export { connectLiveEvents } from '../lib/live-events';

/** Sync status (online, outbox), language menu, `children` (the theme toggle, which is eager), user menu. */
export function HeaderMenus({ me, children }: { me: Me | null; children?: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <SyncStatus />
      <LanguageMenu />
      {children}
      <UserMenu me={me} />
    </Group>
  );
}

export function NotificationsHost() {
  return <Notifications position="bottom-right" />;
}
