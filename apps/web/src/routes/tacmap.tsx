import { createRoute } from '@tanstack/react-router';
import { guardRoute } from '../lib/auth/guards';
import { loadNamespaces } from '../lib/i18n';
import { rootRoute } from './root';

/** The tactical map of a club's formations (levels 0–4; level 3 its own clubs). */
export const tacmapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Tacmap/$clubId',
  beforeLoad: guardRoute('/Tacmap/{clubId}'),
  loader: () => loadNamespaces('formations', 'players', 'errors'),
}).lazy(() => import('./tacmap.lazy').then((m) => m.Route));
