import { createLazyRoute } from '@tanstack/react-router';
import { ScoutingReportPage } from '../features/scouting/components/scouting-report-page';

export const Route = createLazyRoute('/ScoutingReport/$tournamentId')({ component: ScoutingReportPage });
