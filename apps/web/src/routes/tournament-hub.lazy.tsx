import { createLazyRoute } from '@tanstack/react-router';
import { TournamentHubPage } from '../features/tournaments/components/hub/tournament-hub-page';

export const Route = createLazyRoute('/Tournament')({ component: TournamentHubPage });
