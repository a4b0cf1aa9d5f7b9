import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const dubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dub',
  beforeLoad: guardRoute('/dub'),
  loader: ({ context }) => {
    startRouteQueries(context.queryClient, (queries) => queries.duplicates());
    return loadNamespaces('duplicates', 'players', 'errors');
  },
}).lazy(() => lazyPage(import('./dub.lazy')));
