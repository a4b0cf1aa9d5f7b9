import { useEffect } from 'react';
import { lazyDialog } from '../../../../components/lazy-dialog';

// Not part of the game's first paint (decision 419): each dialog is a chunk of its own, downloaded
// as soon as the recorder shows (below), so that it opens without a signal a moment later (the
// modules then stay in the page's memory); the service worker's precache serves them afterwards.
export const EventDialog = lazyDialog(() => import('./event-dialog').then((m) => m.EventDialog));
/** The same dialog for new events, mounted (hidden) once its code is there: a tap only shows it (decision 392). */
export const NewEventDialog = lazyDialog(() => import('./event-dialog').then((m) => m.EventDialog), {
  keepMounted: true,
});
export const FinishDialog = lazyDialog(() => import('./finish-dialog').then((m) => m.FinishDialog));
export const DeleteEventDialog = lazyDialog(() => import('./delete-event-dialog').then((m) => m.DeleteEventDialog));

/** Downloads the recorder's dialogs once it is on screen. */
export function usePreloadedDialogs() {
  useEffect(() => {
    void import('./event-dialog');
    void import('./finish-dialog');
    void import('./delete-event-dialog');
  }, []);
}
