import { createLazyRoute } from '@tanstack/react-router';
import { AddTournamentPage } from '../features/tournament-setup/components/add-tournament-page';

export const Route = createLazyRoute('/add-tournament')({ component: AddTournamentPage });
