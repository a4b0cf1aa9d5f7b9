import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** A player's videos (/video/{playerId}). */
export const videoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/video/$playerId',
  staticData: { apiPreloads: ['/api/players/$playerId'] },
  beforeLoad: guardRoute('/video/{playerId}'),
  loader: ({ context, params }) => {
    startRouteQueries(context.queryClient, (queries) => queries.playerVideos(params.playerId));
    return loadNamespaces('card', 'players', 'errors');
  },
}).lazy(() => lazyPage(import('./video.lazy')));
