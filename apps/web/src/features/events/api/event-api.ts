import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CupEvent, EventGameList, EventScheduleResponse } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKeys } from '../../../entities/event/event-keys';

const base = (id: string) => `/api/events/${encodeURIComponent(id)}`;

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventsQueryKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<CupEvent>(base(id), { signal }),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}

export const eventGamesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventsQueryKeys.games(id),
    queryFn: ({ signal }) => apiRequest<EventGameList>(`${base(id)}/games`, { signal }),
  });

export function useEventGames(id: string) {
  return useQuery(eventGamesQueryOptions(id));
}

/**
 * POST /api/events/{id}/schedule: every division's games placed together.
 * 409 REGENERATE_NEEDS_CONFIRMATION with the impact when results would be lost.
 */
export function useScheduleEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { confirm?: boolean }) =>
      apiRequest<EventScheduleResponse>(`${base(id)}/schedule`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeys.detail(id) }),
  });
}
