import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

/** The player card (its page title is the player's name). */
export const playerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/player/$playerId',
  beforeLoad: guardRoute('/player/{playerId}'),
  loader: () => loadNamespaces('card', 'ratings', 'skills', 'players', 'errors'),
}).lazy(() => import('./player.lazy').then((m) => m.Route));
