import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

export const tournamentApplyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/TournamentApplyGroupResults/$tournamentId',
  beforeLoad: guardRoute('/TournamentApplyGroupResults/{TournamentId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.tournamentApply(params.tournamentId));
    return loadNamespaces('tournaments', 'errors');
  },
}).lazy(() => lazyPage(import('./tournament-apply.lazy')));
