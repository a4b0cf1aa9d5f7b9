import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Club } from '@touchline/core';
import { clubsQueryKeys } from '../../../entities/club/list-clubs';

/** The club lands in its detail cache; lists (names, crests) refetch. */
export function useClubCrestMutation<Variables>(mutationFn: (variables: Variables) => Promise<Club>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (club) => {
      queryClient.setQueryData(clubsQueryKeys.detail(club.id), club);
      return queryClient.invalidateQueries({ queryKey: clubsQueryKeys.all });
    },
  });
}
