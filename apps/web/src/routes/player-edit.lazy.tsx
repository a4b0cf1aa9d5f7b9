import { createLazyRoute } from '@tanstack/react-router';
import { EditPlayerPage } from '../features/players/components/edit-player-page';

export const Route = createLazyRoute('/player/$playerId/edit')({ component: EditPlayerPage });
