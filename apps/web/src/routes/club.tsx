import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const clubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Club/$clubId',
  staticData: { apiPreloads: ['/api/clubs/$clubId'] },
  beforeLoad: guardRoute('/Club/{clubId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.club(params.clubId));
    return loadNamespaces('clubs', 'players', 'formations', 'errors');
  },
}).lazy(() => lazyPage(import('./club.lazy')));
