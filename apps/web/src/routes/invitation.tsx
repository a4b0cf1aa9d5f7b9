import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** Accepting an invitation to be an event's official (decision 455): any signed-in level; signed out, sign in first. */
export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Invitation/$token',
  beforeLoad: guardRoute('/Invitation/{token}'),
  loader: () => loadNamespaces('officials', 'errors'),
}).lazy(() => lazyPage(import('./invitation.lazy')));
