import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { rootRoute } from './root';
import { loadNamespaces } from '../lib/i18n';
import { lazyPage } from './lazy-page';

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  beforeLoad: guardRoute('/account'),
  loader: () => loadNamespaces('account', 'errors'),
}).lazy(() => lazyPage(import('./account.lazy')));
