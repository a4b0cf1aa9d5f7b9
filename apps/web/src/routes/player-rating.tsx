import { createRoute } from '@tanstack/react-router';
import { overviewQueryFor, validateRatingsSearch } from '../features/ratings/ratings-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { startRouteQueries } from './start-route-queries';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** The ratings list and "My ratings" (/PlayerRating). */
export const playerRatingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/PlayerRating',
  validateSearch: validateRatingsSearch,
  beforeLoad: guardRoute('/PlayerRating'),
  // Only the open tab's query (the other tab is not mounted).
  loaderDeps: ({ search }) => (search.tab === 'mine' ? { tab: 'mine' as const } : overviewQueryFor(search)),
  loader: ({ context, deps }) => {
    startRouteQueries(context.queryClient, (queries) =>
      'tab' in deps ? queries.myRatings() : queries.ratingsOverview(deps),
    );
    return loadNamespaces('ratings', 'skills', 'players', 'errors');
  },
}).lazy(() => lazyPage(import('./player-rating.lazy')));
