// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_RESUME_EVENT } from './app-resume-event';
import { startAppResume } from './app-resume';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('startAppResume', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('on return to the page refetches the data on screen that is older than the pause, and marks the rest stale', async () => {
    let clock = 1_000;
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const onScreen = vi.fn(async () => `score ${onScreen.mock.calls.length}`);
    const cached = vi.fn(async () => 'list');
    const observer = new QueryObserver(queryClient, { queryKey: ['game', 'g1'], queryFn: onScreen });
    const unsubscribe = observer.subscribe(() => {});
    await queryClient.prefetchQuery({ queryKey: ['tournaments', 'list'], queryFn: cached });
    await settle();
    expect(onScreen).toHaveBeenCalledTimes(1);

    const resumed = vi.fn();
    window.addEventListener(APP_RESUME_EVENT, resumed);
    const appResume = startAppResume({ queryClient, win: window, now: () => clock });
    // Data is fresh (staleTime 30 s): TanStack Query's own focus refetch would not fetch it.
    clock = Date.now() + 1;
    setVisibility('hidden');
    setVisibility('visible');
    await settle();

    expect(onScreen).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe('score 2');
    expect(cached).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['tournaments', 'list'])?.isInvalidated).toBe(true);
    expect(resumed).toHaveBeenCalledTimes(1);

    window.removeEventListener(APP_RESUME_EVENT, resumed);
    appResume.stop();
    unsubscribe();
    queryClient.clear();
  });

  it('leaves data fetched after the pause alone', async () => {
    let clock = 0;
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const appResume = startAppResume({ queryClient, win: window, now: () => clock });
    clock = Date.now() - 60_000;
    appResume.pause();
    await queryClient.prefetchQuery({ queryKey: ['fresh'], queryFn: async () => 'new' });
    appResume.resume();
    expect(queryClient.getQueryState(['fresh'])?.isInvalidated).toBe(false);
    appResume.stop();
  });

  it('counts one resume when the page and the native shell both report it, and none without a pause before', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const resumed = vi.fn();
    window.addEventListener(APP_RESUME_EVENT, resumed);
    const appResume = startAppResume({ queryClient, win: window });

    appResume.resume();
    setVisibility('visible');
    expect(resumed).not.toHaveBeenCalled();

    // Native pause, then the WebView hides; back: visibility and App resume both arrive.
    appResume.pause();
    setVisibility('hidden');
    setVisibility('visible');
    appResume.resume();
    expect(resumed).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledTimes(1);

    appResume.stop();
    setVisibility('hidden');
    setVisibility('visible');
    expect(resumed).toHaveBeenCalledTimes(1);
    window.removeEventListener(APP_RESUME_EVENT, resumed);
  });
});
