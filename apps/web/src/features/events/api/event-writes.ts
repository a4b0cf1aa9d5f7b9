import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEvent, CreateTournament, CupEvent, PutDivision, Tournament, UpdateEvent } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import { eventsQueryKeys } from '../../../entities/event/event-keys';

/** POST /api/events → 201 Event (levels 0–1, `event.manage`). */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEvent) => apiRequest<CupEvent>('/api/events', { method: 'POST', body }),
    onSuccess: (event) => queryClient.setQueryData(eventsQueryKeys.detail(event.id), event),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeys.list() }),
  });
}

/** POST /api/tournaments with the event's id → 201 Tournament, the event's new division (decision 453). */
export function useCreateDivision(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournament) => apiRequest<Tournament>('/api/tournaments', { method: 'POST', body }),
    onSuccess: (tournament) => queryClient.setQueryData(tournamentsQueryKeys.detail(tournament.id), tournament),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.list() }),
        queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.list() }),
      ]),
  });
}

/**
 * PATCH /api/events/{id} (levels 0–1): name, dates, renamed and added
 * pitches, the clubs kept apart; versioned (409 CONFLICT when stale, decision
 * 468). A renamed pitch renames it on every game, so the games refetch too.
 */
export function useUpdateEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEvent) =>
      apiRequest<CupEvent>(`/api/events/${encodeURIComponent(eventId)}`, { method: 'PATCH', body }),
    onSuccess: (event) => queryClient.setQueryData(eventsQueryKeys.detail(event.id), event),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.list() }),
      ]),
  });
}

/** PUT /api/events/{id}/divisions/{tournamentId} (levels 0–1): age class and pitch restrictions, on the event's version. */
export function usePutDivision(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tournamentId, ...body }: PutDivision & { tournamentId: string }) =>
      apiRequest<CupEvent>(`/api/events/${encodeURIComponent(eventId)}/divisions/${encodeURIComponent(tournamentId)}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (event) => queryClient.setQueryData(eventsQueryKeys.detail(event.id), event),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeys.detail(eventId) }),
  });
}
