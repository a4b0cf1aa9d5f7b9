import { createLazyRoute } from '@tanstack/react-router';
import { AddPlayerPage } from '../features/players/components/player-form-page';

export const Route = createLazyRoute('/addplayer')({ component: AddPlayerPage });
