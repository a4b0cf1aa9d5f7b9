import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventPublication, PutEventPublication } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKeys } from '../../../entities/event/event-keys';

const path = (id: string) => `/api/events/${encodeURIComponent(id)}/publication`;
const publicationKey = (id: string) => [...eventsQueryKeys.detail(id), 'publication'] as const;

export const eventPublicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicationKey(id),
    queryFn: ({ signal }) => apiRequest<EventPublication>(path(id), { signal }),
  });

export function useEventPublication(id: string) {
  return useQuery(eventPublicationQueryOptions(id));
}

/** PUT /api/events/{id}/publication (levels 0–1, the event's version; decision 460). */
export function usePublishEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutEventPublication) => apiRequest<EventPublication>(path(id), { method: 'PUT', body }),
    onSuccess: (publication) => queryClient.setQueryData(publicationKey(id), publication),
    // The event's version moved on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeys.detail(id), exact: true }),
  });
}
