import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

/** An event (decision 452): its pitches and divisions, one schedule for all of them, the games by pitch and time. */
export const eventRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Event/$eventId',
  staticData: { apiPreloads: ['/api/events/$eventId', '/api/events/$eventId/games'] },
  beforeLoad: guardRoute('/Event/{eventId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.event(params.eventId));
    return loadNamespaces('events', 'errors');
  },
}).lazy(() => lazyPage(import('./event.lazy')));
