import { createRoute } from '@tanstack/react-router';
import { LazyGamesToRecord } from '../features/events/officials/lazy-games-to-record';
import { HomePage } from '../features/home/components/home-page';
import { rootRoute } from './root';

/** The home page with an official's games to record composed in (decision 454: routes compose features). */
function Home() {
  return <HomePage signedInExtra={<LazyGamesToRecord />} />;
}

// The home page is the initial route: bundled eagerly, everything else is lazy.
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: Home,
});
