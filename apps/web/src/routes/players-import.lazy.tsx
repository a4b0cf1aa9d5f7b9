import { createLazyRoute } from '@tanstack/react-router';
import { PlayerImportPage } from '../features/players/components/player-import-page';

export const Route = createLazyRoute('/players/import')({ component: PlayerImportPage });
