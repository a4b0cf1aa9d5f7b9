import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

// An added path, not in the product route table (docs/product/routes-and-screens.md): guarded like the list (levels 0–3); the page also needs player.create.
export const playersImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/players/import',
  beforeLoad: guardRoute('/players'),
  loader: () => loadNamespaces('players', 'errors'),
}).lazy(() => lazyPage(import('./players-import.lazy')));
