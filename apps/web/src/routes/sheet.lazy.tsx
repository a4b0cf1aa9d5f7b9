import { createLazyRoute } from '@tanstack/react-router';
import { SheetPage } from '../features/tournaments/components/sheet/sheet-page';

export const Route = createLazyRoute('/sheet/$tournamentId')({ component: SheetPage });
