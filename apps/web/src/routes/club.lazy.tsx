import { createLazyRoute } from '@tanstack/react-router';
import { ClubPage } from '../features/clubs/components/club-page';

export const Route = createLazyRoute('/Club/$clubId')({ component: ClubPage });
