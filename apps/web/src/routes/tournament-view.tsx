import { createRoute } from '@tanstack/react-router';
import { validateViewSearch } from '../features/tournament-view/components/view/view-tabs';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

export const tournamentViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/TournamentView/$tournamentId',
  staticData: { apiPreloads: ['/api/tournaments/$tournamentId', '/api/tournaments/$tournamentId/games'] },
  validateSearch: validateViewSearch,
  beforeLoad: guardRoute('/TournamentView/{TournamentId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.tournamentView(params.tournamentId));
    // players and skills: the statistics tab names positions and skills.
    return loadNamespaces('tournaments', 'errors', 'players', 'skills');
  },
}).lazy(() => lazyPage(import('./tournament-view.lazy')));
