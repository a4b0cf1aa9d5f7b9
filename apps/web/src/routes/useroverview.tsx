import { createRoute } from '@tanstack/react-router';
import { validateUserOverviewSearch } from '../features/users/user-overview-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

export const userOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/useroverview',
  validateSearch: validateUserOverviewSearch,
  beforeLoad: guardRoute('/useroverview'),
  loader: () => loadNamespaces('users', 'errors'),
}).lazy(() => import('./useroverview.lazy').then((m) => m.Route));
