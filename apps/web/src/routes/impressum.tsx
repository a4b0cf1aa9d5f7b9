import { createRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

// Public legal page (docs/product/levels-and-access.md: open to everyone); its texts load with it.
export const impressumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/impressum',
  loader: () => loadNamespaces('legal'),
}).lazy(() => import('./impressum.lazy').then((m) => m.Route));
