import { createLazyRoute } from '@tanstack/react-router';
import { ScoutDayPage } from '../features/scouting/components/scout-day-page';

export const Route = createLazyRoute('/ScoutDay/$tournamentId')({ component: ScoutDayPage });
