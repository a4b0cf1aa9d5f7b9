import { createRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

// Public legal page (docs/product/levels-and-access.md: open to everyone); its texts load with it.
export const agbRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agb',
  loader: () => loadNamespaces('legal'),
}).lazy(() => lazyPage(import('./agb.lazy')));
