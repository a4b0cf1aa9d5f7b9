import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CreatedCalendarFeed } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

const path = (tournamentId: string, teamId: string) =>
  `/api/tournaments/${encodeURIComponent(tournamentId)}/teams/${encodeURIComponent(teamId)}/calendar-feed`;
const feedKey = (tournamentId: string, teamId: string) => ['calendar-feed', tournamentId, teamId] as const;

export const calendarFeedQueryOptions = (tournamentId: string, teamId: string) =>
  queryOptions({
    queryKey: feedKey(tournamentId, teamId),
    queryFn: ({ signal }) => apiRequest<CalendarFeed>(path(tournamentId, teamId), { signal }),
  });

export function useCalendarFeed(tournamentId: string, teamId: string) {
  return useQuery(calendarFeedQueryOptions(tournamentId, teamId));
}

/** POST: a new feed (its token shown once), replacing and so revoking the caller's previous one (decision 461). */
export function useCreateCalendarFeed(tournamentId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CreatedCalendarFeed>(path(tournamentId, teamId), { method: 'POST' }),
    onSuccess: (made) => queryClient.setQueryData(feedKey(tournamentId, teamId), { createdAt: made.createdAt }),
  });
}

/** DELETE: the feed's link answers 404 from now on. */
export function useRevokeCalendarFeed(tournamentId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(path(tournamentId, teamId), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(feedKey(tournamentId, teamId), { createdAt: null }),
  });
}
