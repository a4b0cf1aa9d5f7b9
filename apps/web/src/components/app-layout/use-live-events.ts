import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadDeferredUi } from '../deferred';

/**
 * Mounted once, in the shell: while someone is signed in, one live stream
 * (lib/live-events.ts) keeps the cached queries fresh. Signing out (or in as
 * someone else) closes it; a level change keeps it (same user).
 *
 * The stream's code comes with the deferred chrome, requested at boot: it
 * keeps 0.5 KB off the initial route, and nothing is stale before the first paint.
 */
export function useLiveEvents(meId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (meId === null || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadDeferredUi().then(({ connectLiveEvents }) => {
      if (!unmounted) stop = connectLiveEvents({ queryClient, meId });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, meId]);
}
