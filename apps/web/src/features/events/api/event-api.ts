import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CupEvent, EventGameList, EventScheduleResponse } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { onLiveTopic } from '../../../lib/live-events';
import { eventsQueryKeys } from '../../../entities/event/event-keys';

const base = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/**
 * The event of each division this tab has read: a change of a division (a
 * score, a moved game, a new schedule; published on the `tournament` topic
 * with the division's id) refetches its event and the event's games, and
 * nothing of another event (decision 470).
 */
const eventOfDivision = new Map<string, string>();

/** The event's queries to refetch for changes of these tournaments. */
export function eventKeysOf(tournamentIds: readonly string[]) {
  const events = new Set(tournamentIds.flatMap((id) => eventOfDivision.get(id) ?? []));
  return [...events].map((eventId) => eventsQueryKeys.detail(eventId));
}

onLiveTopic('tournament', (ids) => (ids === 'any' ? [eventsQueryKeys.all] : eventKeysOf(ids)));

export async function getEvent(id: string, signal?: AbortSignal): Promise<CupEvent> {
  const event = await apiRequest<CupEvent>(base(id), { signal });
  for (const division of event.divisions) eventOfDivision.set(division.tournamentId, event.id);
  return event;
}

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventsQueryKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
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
