import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** The player card (its page title is the player's name). */
export const playerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/player/$playerId',
  staticData: { apiPreloads: ['/api/players/$playerId'] },
  beforeLoad: guardRoute('/player/{playerId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.playerCard(params.playerId));
    return loadNamespaces('card', 'ratings', 'skills', 'players', 'errors');
  },
}).lazy(() => lazyPage(import('./player.lazy')));
