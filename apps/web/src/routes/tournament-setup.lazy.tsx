import { createLazyRoute } from '@tanstack/react-router';
import { TournamentSetupPage } from '../features/tournaments/components/setup/tournament-setup-page';

export const Route = createLazyRoute('/TournamentSetup/$tournamentId')({ component: TournamentSetupPage });
