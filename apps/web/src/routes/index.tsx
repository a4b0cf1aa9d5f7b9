import { createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { HomePage } from '../features/home/components/home-page';
import { rootRoute } from './root';

// An official's games to record (decision 454): a lazy chunk, composed in here (routes compose features).
const GamesToRecord = lazy(() => import('../features/events/officials/games-to-record'));

function Home() {
  return <HomePage signedInExtra={<GamesToRecord />} />;
}

// The home page is the initial route: bundled eagerly, everything else is lazy.
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: Home,
});
