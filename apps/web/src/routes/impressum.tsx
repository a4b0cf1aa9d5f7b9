import { createRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

// Public legal page (docs/product/levels-and-access.md: open to everyone); its texts load with it.
export const impressumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/impressum',
  loader: () => loadNamespaces('legal'),
}).lazy(() => lazyPage(import('./impressum.lazy')));
