import { createLazyRoute } from '@tanstack/react-router';
import { TournamentSetupPage } from '../features/tournament-setup/components/tournament-setup-page';

export const Route = createLazyRoute('/TournamentSetup/$tournamentId')({ component: TournamentSetupPage });
