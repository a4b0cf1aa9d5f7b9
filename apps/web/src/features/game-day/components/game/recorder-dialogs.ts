import { useEffect } from 'react';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { afterPageLoad } from '../../../../lib/after-page-load';

// Not needed at the game's first paint (decision 419): each downloads right after it, so it opens
// without a signal later, even before the service worker has taken the page over.
export const EventDialog = lazyDialog(() => import('./event-dialog').then((m) => m.EventDialog));
export const FinishDialog = lazyDialog(() => import('./finish-dialog').then((m) => m.FinishDialog));
export const DeleteEventDialog = lazyDialog(() => import('./delete-event-dialog').then((m) => m.DeleteEventDialog));

/** Downloads the recorder's dialogs once the recorder is on screen and the page's own loading is done. */
export function usePreloadedDialogs() {
  useEffect(() => {
    afterPageLoad(() => {
      EventDialog.preload();
      FinishDialog.preload();
      DeleteEventDialog.preload();
    });
  }, []);
}
