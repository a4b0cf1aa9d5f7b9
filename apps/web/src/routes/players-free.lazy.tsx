import { createLazyRoute } from '@tanstack/react-router';
import { FreePlayersPage } from '../features/free-players/components/free-players-page';

export const Route = createLazyRoute('/playersfree')({ component: FreePlayersPage });
