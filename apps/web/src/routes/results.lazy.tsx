import { createLazyRoute } from '@tanstack/react-router';
import { PublicResultsPage } from '../features/public-results/components/public-results-page';

export const Route = createLazyRoute('/Results/$token')({ component: PublicResultsPage });
