import { createLazyRoute } from '@tanstack/react-router';
import { TournamentViewPage } from '../features/tournament-view/components/view/tournament-view-page';

export const Route = createLazyRoute('/TournamentView/$tournamentId')({ component: TournamentViewPage });
