import { createRoute, redirect } from '@tanstack/react-router';
import { loadMe } from '../lib/auth/get-me';
import { safeRedirect } from '../lib/safe-redirect';
import { rootRoute } from './root';
import { loadNamespaces } from '../lib/i18n';
import { lazyPage } from './lazy-page';

export interface LoginSearch {
  /** Where to go after signing in; only same-site paths are honoured (safeRedirect). */
  redirect?: string;
  /** Set by the external sign-in when it comes back without a session. */
  error?: string;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.error === 'string' ? { error: search.error } : {}),
  }),
  beforeLoad: async ({ context, search }) => {
    if (await loadMe(context.queryClient)) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  loader: () => loadNamespaces('auth', 'errors'),
}).lazy(() => lazyPage(import('./login.lazy')));
