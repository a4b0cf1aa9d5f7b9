import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { RoutePending } from '../components/route-pending';
import { accountRoute } from './account';
import { addTournamentRoute } from './add-tournament';
import { addPlayerRoute } from './addplayer';
import { agbRoute } from './agb';
import { clubRoute } from './club';
import { clubPlayersRoute } from './club-players';
import { dubRoute } from './dub';
import { gameRoute } from './game';
import { gamesetupRoute } from './gamesetup';
import { impressumRoute } from './impressum';
import { indexRoute } from './index';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { notAuthorizedRoute } from './not-authorized';
import { playerRoute } from './player';
import { playerEditRoute } from './player-edit';
import { playerRatingRoute } from './player-rating';
import { playersRoute } from './players';
import { playersFreeRoute } from './players-free';
import { playersImportRoute } from './players-import';
import { policyRoute } from './policy';
import { registerRoute } from './register';
import { rootRoute } from './root';
import { scoutDayRoute } from './scout-day';
import { scoutingPlanRoute } from './scouting-plan';
import { eventRoute } from './event';
import { resultsRoute } from './results';
import { invitationRoute } from './invitation';
import { scoutingReportRoute } from './scouting-report';
import { sheetRoute } from './sheet';
import { tacmapRoute } from './tacmap';
import { tournamentApplyRoute } from './tournament-apply';
import { tournamentHubRoute } from './tournament-hub';
import { tournamentSetupRoute } from './tournament-setup';
import { tournamentViewRoute } from './tournament-view';
import { userOverviewRoute } from './useroverview';
import { videoRoute } from './video';

// Code-based route tree: one thin file per route (path, search, guard, lazy page).
export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  logoutRoute,
  accountRoute,
  userOverviewRoute,
  playersRoute,
  playersImportRoute,
  addPlayerRoute,
  playerEditRoute,
  clubPlayersRoute,
  clubRoute,
  playersFreeRoute,
  dubRoute,
  playerRoute,
  videoRoute,
  playerRatingRoute,
  agbRoute,
  policyRoute,
  impressumRoute,
  notAuthorizedRoute,
  tournamentViewRoute,
  tournamentApplyRoute,
  sheetRoute,
  tournamentHubRoute,
  addTournamentRoute,
  tournamentSetupRoute,
  gameRoute,
  tacmapRoute,
  gamesetupRoute,
  scoutDayRoute,
  scoutingPlanRoute,
  eventRoute,
  resultsRoute,
  scoutingReportRoute,
  invitationRoute,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
