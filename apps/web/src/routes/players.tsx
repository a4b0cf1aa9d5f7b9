import { createRoute } from '@tanstack/react-router';
import { validatePlayerListSearch } from '../features/players/player-list-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

export const playersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/players',
  validateSearch: validatePlayerListSearch,
  beforeLoad: guardRoute('/players'),
  loader: () => loadNamespaces('players', 'errors'),
}).lazy(() => import('./players.lazy').then((m) => m.Route));
