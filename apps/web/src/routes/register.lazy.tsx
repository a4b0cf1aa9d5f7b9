import { createLazyRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/register-page';

export const Route = createLazyRoute('/register')({ component: RegisterPage });
