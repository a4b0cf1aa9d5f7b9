import { createLazyRoute } from '@tanstack/react-router';
import { GameSetupPage } from '../features/formations/components/game-setup-page';

export const Route = createLazyRoute('/Gamesetup/$gameId')({ component: GameSetupPage });
