import { createRoute } from '@tanstack/react-router';
import { validateFreePlayersSearch } from '../features/free-players/components/free-players-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const playersFreeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/playersfree',
  validateSearch: validateFreePlayersSearch,
  beforeLoad: guardRoute('/playersfree'),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    startRouteQueries(context.queryClient, (queries) => queries.freePlayers(deps.page));
    return loadNamespaces('clubs', 'players', 'errors');
  },
}).lazy(() => lazyPage(import('./players-free.lazy')));
