import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface RefreshingMutationOptions<TData, TVariables> {
  /** The answer is the saved resource: it lands in the cache under this key at once (the refetch follows). */
  storeAt?: (data: TData, variables: TVariables) => QueryKey;
}

/**
 * A mutation that refetches the queries under `queryKey` once it settles:
 * after a success they are stale, and a refusal (409 after someone else's
 * change, 404 after a deletion) means they may be too.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  { storeAt }: RefreshingMutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      if (storeAt) queryClient.setQueryData(storeAt(data, variables), data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
