import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TIE_RESOLUTION_METHODS,
  type Standings,
  type StandingsGroup,
  type StandingsRowBody,
  type TieResolutionBody,
} from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';

/**
 * GET /api/tournaments/{id}/standings (decision 023): per group the
 * rows ranked by core's `computeStandings` with the tournament's preset, fair
 * play from the card events, the criterion that put each row above the next
 * (`separatedBy`), the ties still open; and every recorded tie resolution.
 */

export const TIE_METHODS = TIE_RESOLUTION_METHODS;
export type TieMethod = (typeof TIE_METHODS)[number];
export type StandingsRow = StandingsRowBody;
export type TieResolutionRecord = TieResolutionBody;
export type { Standings, StandingsGroup };

export function standingsKey(tournamentId: string) {
  // Under the tournament's detail key: the live `tournament` topic refetches it (lib/live-events.ts).
  return [...tournamentsQueryKeys.detail(tournamentId), 'standings'] as const;
}

export function getStandings(tournamentId: string, signal?: AbortSignal): Promise<Standings> {
  return apiRequest<Standings>(`/api/tournaments/${encodeURIComponent(tournamentId)}/standings`, { signal });
}

export const standingsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: standingsKey(tournamentId),
    queryFn: ({ signal }) => getStandings(tournamentId, signal),
  });

export function useStandings(tournamentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...standingsQueryOptions(tournamentId), enabled: options.enabled ?? true });
}
