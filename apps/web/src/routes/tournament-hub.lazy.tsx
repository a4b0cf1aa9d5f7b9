import { createLazyRoute } from '@tanstack/react-router';
import { TournamentHubPage } from '../features/tournament-hub/components/tournament-hub-page';

export const Route = createLazyRoute('/Tournament')({ component: TournamentHubPage });
