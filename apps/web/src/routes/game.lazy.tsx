import { createLazyRoute } from '@tanstack/react-router';
import { GamePage } from '../features/game-day/components/game/game-page';

export const Route = createLazyRoute('/Game/$tournamentId')({ component: GamePage });
