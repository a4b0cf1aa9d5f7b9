import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation } from './refreshing-mutation';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, invalidate, wrapper };
}

describe('useRefreshingMutation', () => {
  it('stores the answer where storeAt says and refetches the key after a success', async () => {
    const { queryClient, invalidate, wrapper } = setup();
    const save = (input: { id: string }) => Promise.resolve({ ...input, saved: true });
    const { result } = renderHook(
      () => useRefreshingMutation(save, ['things'], { storeAt: (_, { id }) => ['things', id] }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ id: 't1' }));
    expect(queryClient.getQueryData(['things', 't1'])).toEqual({ id: 't1', saved: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
  });

  it('refetches after a refusal too, and stores nothing', async () => {
    const { queryClient, invalidate, wrapper } = setup();
    const refuse = (_: { id: string }) => Promise.reject(new Error('409'));
    const { result } = renderHook(
      () => useRefreshingMutation(refuse, ['things'], { storeAt: (_, { id }) => ['things', id] }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ id: 't1' }).catch(() => undefined));
    expect(queryClient.getQueryData(['things', 't1'])).toBeUndefined();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
  });
});
