import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

export const tournamentHubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Tournament',
  beforeLoad: guardRoute('/Tournament'),
  loader: () => loadNamespaces('tournaments', 'errors'),
}).lazy(() => import('./tournament-hub.lazy').then((m) => m.Route));
