// Renders a component the way the app does (decision 261): the app's Mantine
// theme, its real i18next in English, a fresh QueryClient with the app's
// policies, the notifications host and, when asked, a TanStack router in
// memory whose one route mounts the component.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useRouterState,
} from '@tanstack/react-router';
import type { Me } from '@touchline/core';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { meQueryKey } from '../lib/auth/get-me';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';

export interface RouteOptions {
  /** The route's path as the app declares it (e.g. '/player/$playerId/edit'); `getRouteApi` finds it by this id. */
  path: string;
  /** Where the router starts; defaults to `path`. */
  url?: string;
  /** The real route's search validation, when the component reads its search. */
  validateSearch?: (search: Record<string, unknown>) => object;
  /** What a navigation elsewhere waits for before that page shows (a lazy page's code and data); by default nothing. */
  elsewhereLoaded?: Promise<unknown>;
}

export interface RenderAppOptions {
  /** The signed-in user (seeded into the `me` query); omitted: signed out. */
  me?: Me | null;
  /** Mount `ui` as a route, for components that use router hooks or navigate. */
  route?: RouteOptions;
  queryClient?: QueryClient;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** The memory router, when `route` was given: `router.state.location` tells where a navigation went. */
  router: ReturnType<typeof createTestRouter> | undefined;
}

/** The app's QueryClient, without retries: a test answers each request once. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}

/** Any path the component navigates to lands here and names itself. */
function NavigatedTo() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <p data-testid="navigated-to">{pathname}</p>;
}

function createTestRouter(ui: ReactElement, { path, url, validateSearch, elsewhereLoaded }: RouteOptions) {
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => ui,
    ...(validateSearch ? { validateSearch } : {}),
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: NavigatedTo,
    ...(elsewhereLoaded ? { loader: () => elsewhereLoaded } : {}),
  });
  return createRouter({
    routeTree: rootRoute.addChildren([pageRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url ?? path] }),
  });
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Renders `ui` inside the app's providers. Async because a router first
 * resolves its route; without `route` it resolves at once.
 */
export async function renderApp(ui: ReactElement, options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const queryClient = options.queryClient ?? createTestQueryClient();
  queryClient.setQueryData(meQueryKey, options.me ?? null);
  const user = userEvent.setup();

  if (!options.route) {
    const result = render(ui, {
      wrapper: ({ children }) => <Providers queryClient={queryClient}>{children}</Providers>,
    });
    return { ...result, user, queryClient, router: undefined };
  }

  const router = createTestRouter(ui, options.route);
  await act(() => router.load());
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user, queryClient, router };
}
