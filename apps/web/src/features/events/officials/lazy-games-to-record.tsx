import { lazy } from 'react';

/** "Games to record" for the home page (decision 454): a chunk of its own, loaded for signed-in users only. */
export const LazyGamesToRecord = lazy(() => import('./games-to-record'));
