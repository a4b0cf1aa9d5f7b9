import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeQueriesSettled, startRouteQueries } from './start-route-queries';

/** A promise settled from outside, standing in for a page's request. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets the `import()` of route-queries and the callbacks chained on it run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('routeQueriesSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves when the queries the loaders started have settled', async () => {
    const request = deferred();
    startRouteQueries(new QueryClient(), () => request.promise);
    await flush();

    let settled = false;
    const waiting = routeQueriesSettled(60_000).then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);

    request.resolve();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up after the wait when a request hangs', async () => {
    startRouteQueries(new QueryClient(), () => new Promise(() => undefined));
    await flush();

    vi.useFakeTimers();
    let settled = false;
    const waiting = routeQueriesSettled(2_500).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2_499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });

  it('resolves at once when nothing is in flight', async () => {
    vi.useFakeTimers();
    let settled = false;
    // The hanging request of the test above is still in flight in this module: a fresh module has none.
    vi.resetModules();
    const fresh = await import('./start-route-queries');
    void fresh.routeQueriesSettled(60_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });
});
