import { createLazyRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/components/logout-page';

export const Route = createLazyRoute('/logout')({ component: LogoutPage });
