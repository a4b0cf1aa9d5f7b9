import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-url-search-text';
import { renderApp } from '../test/render';
import { UrlSearchInput } from './url-search-input';

/** A list page's search box, its text in the URL's `q`. */
function ListSearch() {
  // The test's router is not the app's registered one, so its paths are not in the types.
  const { q } = getRouteApi('/list' as never).useSearch() as { q?: string };
  const navigate = useNavigate();
  return (
    <UrlSearchInput
      label="Search"
      q={q}
      onSearch={(next) => void navigate({ to: '/list' as never, search: { q: next } as never })}
    />
  );
}

/** The list page, and elsewhere a next page whose code and data take as long as `nextPageLoaded` (as a lazy page does). */
const renderList = (nextPageLoaded: Promise<void>) =>
  renderApp(<ListSearch />, {
    route: {
      path: '/list',
      validateSearch: (search) => ({ q: typeof search.q === 'string' ? search.q : undefined }),
      elsewhereLoaded: nextPageLoaded,
    },
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('UrlSearchInput', () => {
  it('commits the search to the URL after a pause in typing', async () => {
    const { router, user } = await renderList(Promise.resolve());
    await user.type(await screen.findByLabelText('Search'), 'ada');
    await waitFor(() => expect(router!.state.location.search).toEqual({ q: 'ada' }));
  });

  it('drops a search still waiting for its pause when the user navigates on', async () => {
    // The pause is the debounce's timer: the test moves the clock past it
    // instead of waiting for it. Fake time also runs on by itself, for the
    // small delays user-event and the router take.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let finishLoading = () => {};
    const nextPageLoaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const { router: maybeRouter, user } = await renderList(nextPageLoaded);
    const router = maybeRouter!;
    await user.type(await screen.findByLabelText('Search'), 'ada');
    // A row is clicked before the pause is over; the list stays mounted while the next page loads.
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate({ to: '/player' as never });
    });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 200));
    finishLoading();
    await act(() => navigated);
    await waitFor(() => expect(router.state.location.pathname).toBe('/player'));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/player');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(router.state.location.pathname).toBe('/player');
  });
});
