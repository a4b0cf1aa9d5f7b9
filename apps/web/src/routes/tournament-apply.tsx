import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';

export const tournamentApplyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/TournamentApplyGroupResults/$tournamentId',
  beforeLoad: guardRoute('/TournamentApplyGroupResults/{TournamentId}'),
  loader: ({ context, params }) => {
    // The tournament and its games; the page asks for the standings and the bracket itself.
    startRouteQueries(context.queryClient, (queries) => queries.tournamentView(params.tournamentId));
    return loadNamespaces('tournaments', 'errors');
  },
}).lazy(() => import('./tournament-apply.lazy').then((m) => m.Route));
