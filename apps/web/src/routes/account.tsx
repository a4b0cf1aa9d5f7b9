import { createRoute } from '@tanstack/react-router';
import { requireAccess } from '../lib/auth/guards';
import { rootRoute } from './root';
import { loadNamespaces } from '../lib/i18n';

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  beforeLoad: requireAccess({ auth: 'login' }),
  loader: () => loadNamespaces('account', 'errors'),
}).lazy(() => import('./account.lazy').then((m) => m.Route));
