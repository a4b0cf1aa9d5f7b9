import { createLazyRoute } from '@tanstack/react-router';
import { ApplyGroupResultsPage } from '../features/tournament-view/components/apply/apply-page';

export const Route = createLazyRoute('/TournamentApplyGroupResults/$tournamentId')({
  component: ApplyGroupResultsPage,
});
