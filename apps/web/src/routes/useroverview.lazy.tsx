import { createLazyRoute } from '@tanstack/react-router';
import { UserOverviewPage } from '../features/users/components/user-overview-page';

export const Route = createLazyRoute('/useroverview')({ component: UserOverviewPage });
