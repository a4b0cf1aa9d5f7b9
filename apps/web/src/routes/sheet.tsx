import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

/** The printable match sheet of a tournament. */
export const sheetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sheet/$tournamentId',
  staticData: { apiPreloads: ['/api/tournaments/$tournamentId', '/api/tournaments/$tournamentId/games'] },
  beforeLoad: guardRoute('/sheet/{TournamentId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.tournamentView(params.tournamentId));
    return loadNamespaces('tournaments', 'errors');
  },
}).lazy(() => lazyPage(import('./sheet.lazy')));
