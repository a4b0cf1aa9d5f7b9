import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRatings } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { ratingsQueryKeys } from './get-ratings-overview';

/** GET /api/ratings/mine: the ratings I wrote, newest first, with the player's name. */
export function getMyRatings(signal?: AbortSignal): Promise<MyRatings> {
  return apiRequest<MyRatings>('/api/ratings/mine', { signal });
}

export const myRatingsQueryOptions = () =>
  queryOptions({ queryKey: ratingsQueryKeys.mine, queryFn: ({ signal }) => getMyRatings(signal) });

export function useMyRatings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myRatingsQueryOptions(), enabled: options.enabled ?? true });
}
