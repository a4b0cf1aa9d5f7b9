import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** The scouting plan (decision 432): levels 0–1 edit it, level 2 reads its own assignments. */
export const scoutingPlanRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ScoutingPlan/$tournamentId',
  staticData: { apiPreloads: ['/api/tournaments/$tournamentId/scouting-plan'] },
  beforeLoad: guardRoute('/ScoutingPlan/{TournamentId}'),
  loader: () => loadNamespaces('ratings', 'errors'),
}).lazy(() => lazyPage(import('./scouting-plan.lazy')));
