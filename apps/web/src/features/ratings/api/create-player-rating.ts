import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRating, Rating } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { playerRatingsQueryKey } from './get-player-ratings';

export interface CreatePlayerRating {
  playerId: string;
  rating: CreateRating;
}

/** POST /api/players/{id}/ratings (levels 0–2; level 3 for own clubs' players). */
export function createPlayerRating({ playerId, rating }: CreatePlayerRating): Promise<Rating> {
  return apiRequest<Rating>(`/api/players/${encodeURIComponent(playerId)}/ratings`, { method: 'POST', body: rating });
}

export function useCreatePlayerRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayerRating,
    onSuccess: (_rating, { playerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerRatingsQueryKey(playerId) }),
        // The ratings list and "my ratings".
        queryClient.invalidateQueries({ queryKey: ['ratings'] }),
      ]),
  });
}
