import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Player, UpdatePlayer } from '@touchline/core';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { playersQueryKeys } from '../../../lib/players/player-keys';

export interface UpdatePlayerInput {
  id: string;
  /** The changed fields plus the `version` the change is based on. */
  changes: UpdatePlayer;
}

/** PATCH /api/players/{id} with `version`; 409 CONFLICT when someone saved in between. */
export function updatePlayer({ id, changes }: UpdatePlayerInput): Promise<Player> {
  return apiRequest<Player>(`/api/players/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

/** Shown on 409: the player changed since it was loaded; the fresh version is fetched. */
export async function notifyPlayerConflict(): Promise<void> {
  await i18n.loadNamespaces('players');
  notifications.show({
    id: 'player-conflict',
    color: 'orange',
    title: i18n.t('players:conflict.title'),
    message: i18n.t('players:conflict.message'),
  });
}

/**
 * Options: `notifyConflict` (default true) shows the translated "changed by
 * someone else" notification on 409; the player is refetched in every case.
 */
export function useUpdatePlayer({ notifyConflict = true }: { notifyConflict?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayer,
    onSuccess: (player, { id }) => {
      queryClient.setQueryData(playersQueryKeys.detail(id), player);
    },
    onError: (error) => {
      if (notifyConflict && isApiError(error) && error.code === 'CONFLICT') void notifyPlayerConflict();
    },
    // Refetches the detail too, so after a conflict the form holds the new version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersQueryKeys.all }),
  });
}
