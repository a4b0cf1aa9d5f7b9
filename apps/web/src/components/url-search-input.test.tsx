import { MantineProvider } from '@mantine/core';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useNavigate,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-url-search-text';
import { UrlSearchInput } from './url-search-input';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A list page with a search box, and a next page whose data takes a while (as a lazy page does). */
function createRouterWithSlowNextPage(nextPageLoaded: Promise<void>) {
  const rootRoute = createRootRoute({ component: Outlet });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    validateSearch: (search: Record<string, unknown>) => ({ q: typeof search.q === 'string' ? search.q : undefined }),
    component: function List() {
      const { q } = listRoute.useSearch();
      const navigate = useNavigate();
      return (
        <UrlSearchInput
          label="Search"
          q={q} // This test router is not the app's registered one, so its paths are not in the types.
          onSearch={(next) => void navigate({ to: '/list' as never, search: { q: next } as never })}
        />
      );
    },
  });
  const nextRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/player',
    loader: () => nextPageLoaded,
    component: () => <p>player page</p>,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([listRoute, nextRoute]),
    history: createMemoryHistory({ initialEntries: ['/list'] }),
  });
}

/** Loads the router and renders it in the app's theme. */
async function renderRouter(router: ReturnType<typeof createRouterWithSlowNextPage>) {
  await act(() => router.load());
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('UrlSearchInput', () => {
  it('commits the search to the URL after a pause in typing', async () => {
    const router = createRouterWithSlowNextPage(Promise.resolve());
    await renderRouter(router);
    await userEvent.type(await screen.findByLabelText('Search'), 'ada');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'ada' }));
  });

  it('drops a search still waiting for its pause when the user navigates on', async () => {
    let finishLoading = () => {};
    const nextPageLoaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const router = createRouterWithSlowNextPage(nextPageLoaded);
    await renderRouter(router);
    await userEvent.type(await screen.findByLabelText('Search'), 'ada');
    // A row is clicked before the pause is over; the list stays mounted while the next page loads.
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate({ to: '/player' as never });
    });
    await act(() => sleep(SEARCH_DEBOUNCE_MS + 200));
    finishLoading();
    await act(() => navigated);
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'));
    expect(await screen.findByText('player page')).toBeInTheDocument();
    await act(() => sleep(SEARCH_DEBOUNCE_MS));
    expect(router.state.location.pathname).toBe('/player');
  });
});
