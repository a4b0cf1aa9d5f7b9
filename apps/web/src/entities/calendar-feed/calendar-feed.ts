import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CreatedCalendarFeed } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';

/** Which calendar feed: its API path and its query key. */
export interface CalendarFeedTarget {
  path: string;
  key: readonly string[];
}

/** The caller's feed of one team's games (decision 461). */
export const teamCalendarFeed = (tournamentId: string, teamId: string): CalendarFeedTarget => ({
  path: `/api/tournaments/${encodeURIComponent(tournamentId)}/teams/${encodeURIComponent(teamId)}/calendar-feed`,
  key: ['calendar-feed', tournamentId, teamId],
});

/** The caller's feed of every tournament they follow (decision 463). */
export const followedCalendarFeed: CalendarFeedTarget = { path: '/api/me/calendar-feed', key: ['calendar-feed', 'me'] };

export const calendarFeedQueryOptions = (target: CalendarFeedTarget) =>
  queryOptions({
    queryKey: target.key,
    queryFn: ({ signal }) => apiRequest<CalendarFeed>(target.path, { signal }),
  });

export function useCalendarFeed(target: CalendarFeedTarget) {
  return useQuery(calendarFeedQueryOptions(target));
}

/** POST: a new feed (its token shown once), replacing and so revoking the caller's previous one (decisions 461, 463). */
export function useCreateCalendarFeed(target: CalendarFeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CreatedCalendarFeed>(target.path, { method: 'POST' }),
    onSuccess: (made) => queryClient.setQueryData<CalendarFeed>(target.key, { createdAt: made.createdAt }),
  });
}

/** DELETE: the feed's link answers 404 from now on. */
export function useRevokeCalendarFeed(target: CalendarFeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(target.path, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(target.key, { createdAt: null }),
  });
}
