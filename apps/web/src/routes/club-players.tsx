import { createRoute } from '@tanstack/react-router';
import { validateClubsSearch } from '../features/clubs/components/clubs-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const clubPlayersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ClubPlayers',
  validateSearch: validateClubsSearch,
  beforeLoad: guardRoute('/ClubPlayers'),
  loaderDeps: ({ search }) => ({ q: search.q, country: search.country }),
  loader: ({ context, deps }) => {
    startRouteQueries(context.queryClient, (queries) => queries.clubs(deps));
    return loadNamespaces('clubs', 'errors');
  },
}).lazy(() => lazyPage(import('./club-players.lazy')));
