import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';
import { lazyPage } from './lazy-page';

/** `/addplayer?clubId=`: the club page links here with its club preselected. */
export interface AddPlayerSearch {
  clubId?: string;
}

export const addPlayerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/addplayer',
  validateSearch: (search: Record<string, unknown>): AddPlayerSearch =>
    typeof search.clubId === 'string' && search.clubId.trim() !== '' ? { clubId: search.clubId.trim() } : {},
  // Login only (docs/product/routes-and-screens.md); the page shows the not-authorised state without player.create.
  beforeLoad: guardRoute('/addplayer'),
  loader: () => loadNamespaces('players', 'errors'),
}).lazy(() => lazyPage(import('./addplayer.lazy')));
