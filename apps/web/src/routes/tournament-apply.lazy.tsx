import { createLazyRoute } from '@tanstack/react-router';
import { ApplyGroupResultsPage } from '../features/tournaments/components/apply/apply-page';

export const Route = createLazyRoute('/TournamentApplyGroupResults/$tournamentId')({
  component: ApplyGroupResultsPage,
});
