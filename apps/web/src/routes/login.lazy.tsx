import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { safeRedirect } from '../lib/safe-redirect';

const route = getRouteApi('/login');

function LoginRoute() {
  const { redirect, error } = route.useSearch();
  return <LoginPage redirectTo={safeRedirect(redirect)} externalFailed={error !== undefined} />;
}

export const Route = createLazyRoute('/login')({ component: LoginRoute });
