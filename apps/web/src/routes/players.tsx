import { createRoute } from '@tanstack/react-router';
import { listQueryFor, validatePlayerListSearch } from '../features/players/player-list-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const playersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/players',
  validateSearch: validatePlayerListSearch,
  beforeLoad: guardRoute('/players'),
  // The page's API query (filters, sort, page), not the whole search: toggling the filter panel reloads nothing.
  loaderDeps: ({ search }) => listQueryFor(search),
  loader: ({ context, deps }) => {
    startRouteQueries(context.queryClient, (queries) => queries.players(deps));
    return loadNamespaces('players', 'errors');
  },
}).lazy(() => lazyPage(import('./players.lazy')));
