import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

export const notAuthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-authorized',
}).lazy(() => lazyPage(import('./not-authorized.lazy')));
