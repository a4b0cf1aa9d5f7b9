import { startTransition, useEffect, useState } from 'react';
import type * as DeferredUiModule from './deferred-ui';

type DeferredUi = typeof DeferredUiModule;

let pending: Promise<DeferredUi> | undefined;
let loaded: DeferredUi | undefined;

/** Starts (once) loading the deferred chrome; main.tsx calls it before anything else. */
export function loadDeferredUi(): Promise<DeferredUi> {
  pending ??= import('./deferred-ui').then((module) => (loaded = module));
  return pending;
}

/**
 * The deferred chrome once it is there (usually already at first render).
 * Plain state rather than React.lazy + Suspense, whose reveal throttling
 * would hold the menus back for another 300 ms.
 */
export function useDeferredUi(): DeferredUi | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let active = true;
    void loadDeferredUi().then((m) => {
      // A transition: the re-render that shows the menus yields to the browser instead of blocking it.
      if (active) startTransition(() => setModule(m));
    });
    return () => {
      active = false;
    };
  }, [module]);
  return module;
}
