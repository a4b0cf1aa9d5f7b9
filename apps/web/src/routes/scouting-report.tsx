import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** The tournament's scouting report (decision 430): levels 0–2 every rated player, level 3 its own clubs'. */
export const scoutingReportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ScoutingReport/$tournamentId',
  staticData: { apiPreloads: ['/api/tournaments/$tournamentId/scouting'] },
  beforeLoad: guardRoute('/ScoutingReport/{TournamentId}'),
  loader: () => loadNamespaces('ratings', 'skills', 'players', 'errors'),
}).lazy(() => lazyPage(import('./scouting-report.lazy')));
