/** A query as TanStack's dehydrate() writes it into the device's copy: for the offline tests. */
export function dehydratedQuery(
  key: unknown[],
  data: unknown,
  updatedAt: number,
  status: 'success' | 'error' = 'success',
) {
  return {
    queryHash: JSON.stringify(key),
    dehydratedAt: updatedAt,
    queryKey: key,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: updatedAt,
      error: status === 'error' ? new Error('offline') : null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status,
      fetchStatus: 'idle' as const,
    },
  };
}
