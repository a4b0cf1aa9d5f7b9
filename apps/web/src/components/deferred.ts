import { startTransition, useEffect, useState } from 'react';
import type * as DeferredUiModule from './deferred-ui';

type DeferredUi = typeof DeferredUiModule;

let pending: Promise<DeferredUi> | undefined;

/** Starts (once) loading the deferred chrome; main.tsx calls it before anything else. */
export function loadDeferredUi(): Promise<DeferredUi> {
  pending ??= import('./deferred-ui');
  return pending;
}

/**
 * The deferred chrome, from the first update after the first commit on. Never
 * in the first render, even when the chunk is already here (it usually is):
 * its menus mount Mantine's Popover, whose floating-ui keeps the target
 * element in state. That is a synchronous re-render right after the commit,
 * and React then runs the whole first commit's effects in the same task: the
 * player card's commit grew from about 65 to 120 ms on a phone at 4× (decision
 * 334). Set in a transition once the first commit's effects run, the chrome
 * renders and mounts in tasks of its own; the inert stand-ins look the same
 * meanwhile. Plain state rather than React.lazy + Suspense, whose reveal
 * throttling would hold the menus back for another 300 ms.
 */
export function useDeferredUi(): DeferredUi | undefined {
  const [module, setModule] = useState<DeferredUi>();
  useEffect(() => {
    let active = true;
    void loadDeferredUi().then((m) => {
      // A transition: the re-render that shows the menus yields to the browser instead of blocking it.
      if (active) startTransition(() => setModule(m));
    });
    return () => {
      active = false;
    };
  }, []);
  return module;
}
