import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** "My tournament day" (decision 434): the scout's games, line-ups and quick ratings. */
export const scoutDayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ScoutDay/$tournamentId',
  staticData: { apiPreloads: ['/api/tournaments/$tournamentId/scouting-day'] },
  beforeLoad: guardRoute('/ScoutDay/{TournamentId}'),
  loader: () => loadNamespaces('ratings', 'skills', 'errors'),
}).lazy(() => lazyPage(import('./scout-day.lazy')));
