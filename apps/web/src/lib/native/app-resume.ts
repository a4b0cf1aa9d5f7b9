import type { QueryClient } from '@tanstack/react-query';
import { APP_RESUME_EVENT } from './app-resume-event';

/**
 * App resume (docs/product/quality-goals.md, decision 322): the page comes back after it was hidden
 * (another tab, the phone locked, the app in the background). A phone may
 * have frozen the page for hours, its live stream dropped: whatever was on
 * screen may be old.
 *
 * - The data: queries fetched before the page went away are invalidated, and
 *   the ones on screen refetch at once. TanStack Query's own focus refetch
 *   covers only queries past their 30 s staleTime, and a frozen page missed
 *   the live events that would have invalidated the others.
 * - The live channel: `APP_RESUME_EVENT` on window tells lib/live-events.ts to
 *   reconnect now instead of after its backoff (up to 30 s).
 *
 * Resume comes from `visibilitychange` (web, and WebViews that send it) or the
 * native shell's App `resume` event (native-bridge.ts); both can arrive for
 * one resume, so only the first after a pause counts.
 */

export interface AppResume {
  /** The page went away (hidden, native `pause`). */
  pause(): void;
  /** The page is back (visible, native `resume`). */
  resume(): void;
  stop(): void;
}

export interface AppResumeOptions {
  queryClient: QueryClient;
  win?: Window;
  now?: () => number;
}

export function startAppResume({ queryClient, win = window, now = Date.now }: AppResumeOptions): AppResume {
  const doc = win.document;
  let pausedAt: number | null = doc.visibilityState === 'hidden' ? now() : null;

  const pause = () => {
    if (pausedAt === null) pausedAt = now();
  };
  const resume = () => {
    if (pausedAt === null) return;
    const since = pausedAt;
    pausedAt = null;
    // cancelRefetch: false joins a focus refetch TanStack Query may already
    // have started for the same query instead of aborting and repeating it.
    void queryClient.invalidateQueries(
      { predicate: (query) => query.state.dataUpdatedAt <= since, refetchType: 'active' },
      { cancelRefetch: false },
    );
    win.dispatchEvent(new Event(APP_RESUME_EVENT));
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') pause();
    else resume();
  };

  doc.addEventListener('visibilitychange', onVisibility);
  return {
    pause,
    resume,
    stop() {
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
