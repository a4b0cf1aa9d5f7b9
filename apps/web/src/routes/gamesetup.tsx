import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

/** A team's line-up for one tournament game (levels 0–2; level 3 its own clubs' teams). */
export const gamesetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Gamesetup/$gameId',
  beforeLoad: guardRoute('/Gamesetup/{gameId}'),
  loader: () => loadNamespaces('formations', 'players', 'errors'),
}).lazy(() => import('./gamesetup.lazy').then((m) => m.Route));
