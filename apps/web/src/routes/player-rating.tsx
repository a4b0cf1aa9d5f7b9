import { createRoute } from '@tanstack/react-router';
import { validateRatingsSearch } from '../features/ratings/ratings-search';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

/** The ratings list and "My ratings" (/PlayerRating). */
export const playerRatingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/PlayerRating',
  validateSearch: validateRatingsSearch,
  beforeLoad: guardRoute('/PlayerRating'),
  loader: () => loadNamespaces('ratings', 'skills', 'players', 'errors'),
}).lazy(() => import('./player-rating.lazy').then((m) => m.Route));
