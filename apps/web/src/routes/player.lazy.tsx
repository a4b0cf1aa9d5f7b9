import { createLazyRoute } from '@tanstack/react-router';
import { PlayerCardPage } from '../features/players/components/card/player-card-page';

export const Route = createLazyRoute('/player/$playerId')({ component: PlayerCardPage });
