import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { meQueryKey } from '../../lib/auth/get-me';
import { tournamentsQueryKeys } from '../../lib/tournament-keys';
import type { TournamentList } from './tournament-types';

export interface FollowInput {
  id: string;
  follow: boolean;
}

/** PUT (follow) or DELETE (unfollow) /api/tournaments/{id}/follow (signed in). */
export function setFollowing({ id, follow }: FollowInput): Promise<void> {
  return apiRequest<void>(`/api/tournaments/${encodeURIComponent(id)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

/**
 * Follow or unfollow. The local copy changes only after the server has saved
 * it (docs/product/tournaments.md "Following"): no optimistic update.
 */
export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowing,
    onSuccess: (_result, { id, follow }) => {
      queryClient.setQueryData<TournamentList>(tournamentsQueryKeys.list(), (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === id ? { ...item, followed: follow } : item)) }
          : list,
      );
      // followedTournaments lives on the user record (the home card reads it).
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
