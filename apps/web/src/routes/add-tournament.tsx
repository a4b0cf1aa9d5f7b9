import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const addTournamentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/add-tournament',
  beforeLoad: guardRoute('/add-tournament'),
  loader: () => loadNamespaces('tournaments', 'errors'),
}).lazy(() => lazyPage(import('./add-tournament.lazy')));
