import { createLazyRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '../components/not-authorized-page';

export const Route = createLazyRoute('/not-authorized')({ component: NotAuthorizedPage });
