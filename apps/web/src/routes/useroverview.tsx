import { createRoute } from '@tanstack/react-router';
import { listQueryFor, validateUserOverviewSearch } from '../features/users/user-overview-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const userOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/useroverview',
  validateSearch: validateUserOverviewSearch,
  beforeLoad: guardRoute('/useroverview'),
  loaderDeps: ({ search }) => listQueryFor(search),
  loader: ({ context, deps }) => {
    startRouteQueries(context.queryClient, (queries) => queries.users(deps));
    return loadNamespaces('users', 'errors');
  },
}).lazy(() => lazyPage(import('./useroverview.lazy')));
