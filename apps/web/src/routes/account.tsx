import { createRoute } from '@tanstack/react-router';
import { requireAccess } from '../lib/auth/guards';
import { rootRoute } from './root';

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  beforeLoad: requireAccess({ auth: 'login' }),
}).lazy(() => import('./account.lazy').then((m) => m.Route));
