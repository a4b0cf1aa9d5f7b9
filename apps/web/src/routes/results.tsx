import { createRoute } from '@tanstack/react-router';
import { validateResultsSearch } from '../features/public-results/results-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

/** An event's public results (decision 460): for anyone with the link, signed out too. */
export const resultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Results/$token',
  staticData: { apiPreloads: ['/api/public/events/$token'] },
  validateSearch: validateResultsSearch,
  beforeLoad: guardRoute('/Results/{token}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.publicResults(params.token));
    return loadNamespaces('results', 'errors');
  },
}).lazy(() => lazyPage(import('./results.lazy')));
