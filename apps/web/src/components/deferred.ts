import { lazy } from 'react';
import type * as DeferredUiModule from './deferred-ui';

type DeferredUi = typeof DeferredUiModule;

let pending: Promise<DeferredUi> | undefined;

/** Starts (once) loading the deferred chrome; main.tsx calls it before anything else. */
export function loadDeferredUi(): Promise<DeferredUi> {
  pending ??= import('./deferred-ui');
  return pending;
}

export const HeaderMenus = lazy(() => loadDeferredUi().then((m) => ({ default: m.HeaderMenus })));
export const NavDrawer = lazy(() => loadDeferredUi().then((m) => ({ default: m.NavDrawer })));
export const NotificationsHost = lazy(() => loadDeferredUi().then((m) => ({ default: m.NotificationsHost })));
