import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

export const tournamentSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/TournamentSetup/$tournamentId',
  beforeLoad: guardRoute('/TournamentSetup/{TournamentId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.tournamentSetup(params.tournamentId));
    return loadNamespaces('tournaments', 'errors');
  },
}).lazy(() => lazyPage(import('./tournament-setup.lazy')));
