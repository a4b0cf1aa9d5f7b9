import { createRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { rootRoute } from './root';

// The home page is the initial route: bundled eagerly, everything else is lazy.
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomePage,
});
