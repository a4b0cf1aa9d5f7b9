import { createLazyRoute } from '@tanstack/react-router';
import { RatingsPage } from '../features/ratings/components/ratings-page';

export const Route = createLazyRoute('/PlayerRating')({ component: RatingsPage });
