import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { loadNamespaces } from '../lib/i18n';
import { lazyPage } from './lazy-page';

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  loader: () => loadNamespaces('auth'),
}).lazy(() => lazyPage(import('./logout.lazy')));
