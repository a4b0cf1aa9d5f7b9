import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

// Guarded like the player card (levels 0–3); the page checks player.editDetails for the player.
export const playerEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/player/$playerId/edit',
  beforeLoad: guardRoute('/player/{playerId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.player(params.playerId));
    return loadNamespaces('players', 'errors');
  },
}).lazy(() => lazyPage(import('./player-edit.lazy')));
