import { createLazyRoute } from '@tanstack/react-router';
import { SheetPage } from '../features/game-day/components/sheet/sheet-page';

export const Route = createLazyRoute('/sheet/$tournamentId')({ component: SheetPage });
