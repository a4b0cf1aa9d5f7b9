import { createLazyRoute } from '@tanstack/react-router';
import { EditPlayerPage } from '../features/players/components/player-form-page';

export const Route = createLazyRoute('/player/$playerId/edit')({ component: EditPlayerPage });
