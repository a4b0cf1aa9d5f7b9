import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

export const dubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dub',
  beforeLoad: guardRoute('/dub'),
  loader: () => loadNamespaces('duplicates', 'errors'),
}).lazy(() => import('./dub.lazy').then((m) => m.Route));
