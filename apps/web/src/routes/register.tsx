import { createRoute, redirect } from '@tanstack/react-router';
import { loadMe } from '../lib/auth/get-me';
import { rootRoute } from './root';
import { loadNamespaces } from '../lib/i18n';
import { lazyPage } from './lazy-page';

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  beforeLoad: async ({ context }) => {
    if (await loadMe(context.queryClient)) throw redirect({ to: '/', replace: true });
  },
  loader: () => loadNamespaces('auth', 'errors'),
}).lazy(() => lazyPage(import('./register.lazy')));
