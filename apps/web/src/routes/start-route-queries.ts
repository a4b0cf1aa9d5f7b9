import type { QueryClient } from '@tanstack/react-query';
import type { RouteQueries } from './route-queries';

/**
 * Starts a page's queries from its route loader, in parallel with the page's
 * lazy chunk, without waiting for them (decision 265): the page renders its
 * own skeleton and its `useQuery` joins the request in flight. Route files are
 * in the initial bundle, so the queries come with `import()`: one small chunk
 * shared by every route, fetched alongside the first page chunk.
 *
 *   loader: ({ context, deps }) => {
 *     startRouteQueries(context.queryClient, (queries) => queries.players(deps));
 *     return loadNamespaces('players', 'errors');
 *   }
 */
export function startRouteQueries(queryClient: QueryClient, start: (queries: RouteQueries) => unknown): void {
  // A chunk that fails to load is the router's to report (the page chunk fails alike).
  void import('./route-queries').then((m) => start(m.routeQueries(queryClient))).catch(() => undefined);
}
