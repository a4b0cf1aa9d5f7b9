import { createLazyRoute } from '@tanstack/react-router';
import { ClubsPage } from '../features/clubs/components/clubs-page';

export const Route = createLazyRoute('/ClubPlayers')({ component: ClubsPage });
