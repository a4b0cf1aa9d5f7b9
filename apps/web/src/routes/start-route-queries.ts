import type { QueryClient } from '@tanstack/react-query';
import type { RouteQueries } from './route-queries';

/** What the loaders have started and not yet received (the queries never reject). */
const inFlight = new Set<Promise<unknown>>();

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
  const started = import('./route-queries').then((m) => start(m.routeQueries(queryClient))).catch(() => undefined);
  inFlight.add(started);
  void started.finally(() => inFlight.delete(started));
}

/**
 * Resolves when the queries that route loaders have started so far have
 * settled, or after `waitMs`, whichever comes first. main.tsx waits on it
 * before the first render (decision 284), so the first page renders with its
 * data instead of a skeleton followed by a synchronous re-render.
 */
export function routeQueriesSettled(waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  return Promise.race([Promise.allSettled([...inFlight]).then(() => undefined), timeout]).finally(() =>
    clearTimeout(timer),
  );
}
