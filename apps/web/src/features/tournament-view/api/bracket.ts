import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BracketBody, BracketGameBody } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';

export type { BracketBody, BracketGameBody };

export function bracketKey(tournamentId: string) {
  // Under the detail key: the live `tournament` topic refetches it.
  return [...tournamentsQueryKeys.detail(tournamentId), 'bracket'] as const;
}

/**
 * GET /api/tournaments/{id}/bracket (decision 023): the knockout as
 * stored, each game with its slots (team, where it comes from), status,
 * score, shootout, winner and where the winner goes.
 */
export function getBracket(tournamentId: string, signal?: AbortSignal): Promise<BracketBody> {
  return apiRequest<BracketBody>(`/api/tournaments/${encodeURIComponent(tournamentId)}/bracket`, { signal });
}

export const bracketQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: bracketKey(tournamentId),
    queryFn: ({ signal }) => getBracket(tournamentId, signal),
  });

export function useBracket(tournamentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bracketQueryOptions(tournamentId), enabled: options.enabled ?? true });
}
