import { createLazyRoute } from '@tanstack/react-router';
import { PlayerListPage } from '../features/players/components/player-list-page';

export const Route = createLazyRoute('/players')({ component: PlayerListPage });
