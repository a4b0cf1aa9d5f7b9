import { createLazyRoute } from '@tanstack/react-router';
import { ScoutingPlanPage } from '../features/scouting/components/scouting-plan-page';

export const Route = createLazyRoute('/ScoutingPlan/$tournamentId')({ component: ScoutingPlanPage });
