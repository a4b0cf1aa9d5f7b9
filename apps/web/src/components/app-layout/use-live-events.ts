import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents } from '../../lib/live-events';

/**
 * Mounted once, in the shell: while someone is signed in, one live stream
 * (lib/live-events.ts) keeps the cached queries fresh. Signing out (or in as
 * someone else) closes it; a level change keeps it (same user).
 */
export function useLiveEvents(meId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (meId === null || typeof EventSource === 'undefined') return;
    return connectLiveEvents({ queryClient, meId });
  }, [queryClient, meId]);
}
