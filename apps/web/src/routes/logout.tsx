import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadNamespaces } from '../lib/i18n';

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  loader: () => loadNamespaces('auth'),
}).lazy(() => import('./logout.lazy').then((m) => m.Route));
