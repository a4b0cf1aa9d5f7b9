import { createLazyRoute } from '@tanstack/react-router';
import { AddTournamentPage } from '../features/tournaments/components/add/add-tournament-page';

export const Route = createLazyRoute('/add-tournament')({ component: AddTournamentPage });
