import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

export const tournamentHubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Tournament',
  staticData: { apiPreloads: ['/api/tournaments'] },
  beforeLoad: guardRoute('/Tournament'),
  loader: ({ context }) => {
    startRouteQueries(context.queryClient, (queries) => queries.tournaments());
    return loadNamespaces('tournaments', 'errors');
  },
}).lazy(() => lazyPage(import('./tournament-hub.lazy')));
