import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

// An added path (core's ROUTE_ACCESS, docs/product/routes-and-screens.md): login, like /addplayer; the page itself needs player.create.
export const playersImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/players/import',
  beforeLoad: guardRoute('/players/import'),
  loader: () => loadNamespaces('players', 'errors'),
}).lazy(() => lazyPage(import('./players-import.lazy')));
