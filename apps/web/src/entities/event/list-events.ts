import { useQuery } from '@tanstack/react-query';
import type { EventList } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { eventsQueryKeys } from './event-keys';

/** GET /api/events/list (signed in): the events for the tournament hub; not asked when signed out. */
export function useEventList(enabled: boolean) {
  return useQuery({
    queryKey: eventsQueryKeys.list(),
    queryFn: ({ signal }) => apiRequest<EventList>('/api/events/list', { signal }),
    enabled,
  });
}
