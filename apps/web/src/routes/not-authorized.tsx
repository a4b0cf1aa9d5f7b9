import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-authorized',
}).lazy(() => import('./not-authorized.lazy').then((m) => m.Route));
