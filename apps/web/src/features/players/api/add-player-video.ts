import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddVideoLink, Video } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playersQueryKeys } from '../../../entities/player/player-keys';

export interface AddPlayerVideoLink {
  playerId: string;
  video: AddVideoLink;
}

/** POST /api/players/{id}/videos { url (https), title? } → 201 Video. */
export function addPlayerVideoLink({ playerId, video }: AddPlayerVideoLink): Promise<Video> {
  return apiRequest<Video>(`/api/players/${encodeURIComponent(playerId)}/videos`, { method: 'POST', body: video });
}

export function useAddPlayerVideoLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlayerVideoLink,
    // The videos and the player's video count.
    onSuccess: (_video, { playerId }) => queryClient.invalidateQueries({ queryKey: playersQueryKeys.detail(playerId) }),
  });
}
