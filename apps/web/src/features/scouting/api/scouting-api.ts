import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ScoutingDay,
  ScoutingPlan,
  ScoutingReport,
  ScoutingSuggestion,
  UpdateScoutingPlan,
} from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';

const base = (tournamentId: string) => `/api/tournaments/${encodeURIComponent(tournamentId)}`;

/**
 * The scout's day (decision 434): under the tournament's key, so a tournament
 * write refreshes it, and kept for offline use with the tournament
 * (lib/offline/persisted-queries.ts).
 */
export const scoutingDayQueryKey = (tournamentId: string) =>
  [...tournamentsQueryKeys.detail(tournamentId), 'scouting-day'] as const;

export const scoutingDayQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: scoutingDayQueryKey(tournamentId),
    queryFn: ({ signal }) => apiRequest<ScoutingDay>(`${base(tournamentId)}/scouting-day`, { signal }),
  });

export function useScoutingDay(tournamentId: string) {
  return useQuery(scoutingDayQueryOptions(tournamentId));
}

export const scoutingPlanQueryKey = (tournamentId: string) => ['scouting', 'plan', tournamentId] as const;

export function useScoutingPlan(tournamentId: string) {
  return useQuery({
    queryKey: scoutingPlanQueryKey(tournamentId),
    queryFn: ({ signal }) => apiRequest<ScoutingPlan>(`${base(tournamentId)}/scouting-plan`, { signal }),
  });
}

export function useSaveScoutingPlan(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: UpdateScoutingPlan) =>
      apiRequest<ScoutingPlan>(`${base(tournamentId)}/scouting-plan`, { method: 'PUT', body: plan }),
    onSuccess: (saved) => {
      queryClient.setQueryData(scoutingPlanQueryKey(tournamentId), saved);
      return queryClient.invalidateQueries({ queryKey: scoutingDayQueryKey(tournamentId) });
    },
  });
}

export function useSuggestPlan(tournamentId: string) {
  return useMutation({
    mutationFn: (userIds: readonly string[]) =>
      apiRequest<ScoutingSuggestion>(
        `${base(tournamentId)}/scouting-plan/suggestion${userIds.length ? `?userIds=${userIds.map(encodeURIComponent).join(',')}` : ''}`,
      ),
  });
}

export function useScoutingReport(tournamentId: string) {
  return useQuery({
    queryKey: ['scouting', 'report', tournamentId],
    queryFn: ({ signal }) => apiRequest<ScoutingReport>(`${base(tournamentId)}/scouting`, { signal }),
  });
}

/** The report's files, named after the tournament, in the caller's language (server-side). */
export const scoutingReportFile = (tournamentId: string, kind: 'pdf' | 'csv', locale: string) =>
  `${base(tournamentId)}/scouting/report.${kind}?lang=${encodeURIComponent(locale)}`;
