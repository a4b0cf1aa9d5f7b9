import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/get-me';
import { updateMe } from '../../../lib/auth/update-me';

/** PATCH /api/me from the account form (the fetcher is shared with the shell, in lib/auth). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
