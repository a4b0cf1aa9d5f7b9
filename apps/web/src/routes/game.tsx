import { createRoute } from '@tanstack/react-router';
import { validateGameSearch } from '../features/game-day/components/game/game-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { startRouteQueries } from './start-route-queries';
import { lazyPage } from './lazy-page';

/** Recording games pitch-side (levels 0–2, and an event's official the games assigned to them: decision 454). */
export const gameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Game/$tournamentId',
  staticData: { apiPreloads: ['/api/tournaments/$tournamentId', '/api/tournaments/$tournamentId/games'] },
  validateSearch: validateGameSearch,
  beforeLoad: guardRoute('/Game/{TournamentId}'),
  loaderDeps: ({ search }) => ({ game: search.game }),
  loader: ({ context, params, deps }) => {
    startRouteQueries(context.queryClient, (queries) => queries.gameRecording(params.tournamentId, deps.game));
    return loadNamespaces('tournaments', 'errors', 'officials');
  },
}).lazy(() => lazyPage(import('./game.lazy')));
