import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

export const clubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Club/$clubId',
  beforeLoad: guardRoute('/Club/{clubId}'),
  loader: () => loadNamespaces('clubs', 'errors'),
}).lazy(() => import('./club.lazy').then((m) => m.Route));
