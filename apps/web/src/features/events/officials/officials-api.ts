import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptedInvitation,
  EventOfficialList,
  GameOfficialResult,
  Invitation,
  OfficialWarning,
  PutGameOfficial,
  PutPitchDayOfficial,
} from '@touchline/core';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { eventsQueryKeys } from '../../../entities/event/event-keys';

/** Query keys of officials (decision 454): under the event's detail key, and the signed-in user's own games. */
export const officialsQueryKeys = {
  list: (eventId: string) => [...eventsQueryKeys.detail(eventId), 'officials'] as const,
};

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

export function useEventOfficials(eventId: string) {
  return useQuery({
    queryKey: officialsQueryKeys.list(eventId),
    queryFn: ({ signal }) => apiRequest<EventOfficialList>(`${eventPath(eventId)}/officials`, { signal }),
  });
}

/** POST /api/events/{id}/invitations → 201 { token, url, expiresAt }: a link for one person. */
export function useInvite(eventId: string) {
  return useMutation({
    mutationFn: () => apiRequest<Invitation>(`${eventPath(eventId)}/invitations`, { method: 'POST', body: {} }),
  });
}

/** DELETE /api/events/{id}/officials/{userId}: off the event and every game of it, at once. */
export function useRemoveOfficial(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<null>(`${eventPath(eventId)}/officials/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officialsQueryKeys.list(eventId) }),
  });
}

/** The overlapping games of a 409 OFFICIAL_NEEDS_CONFIRMATION, or null for any other outcome. */
export function officialWarnings(error: unknown): OfficialWarning[] | null {
  if (!isApiError(error) || error.code !== 'OFFICIAL_NEEDS_CONFIRMATION') return null;
  const warnings = (error.body as { warnings?: unknown } | undefined)?.warnings;
  return Array.isArray(warnings) ? (warnings as OfficialWarning[]) : [];
}

/** PUT /api/games/{id}/official; 409 OFFICIAL_NEEDS_CONFIRMATION until sent again with `confirm`. */
export function useAssignGame(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, ...body }: PutGameOfficial & { gameId: string }) =>
      apiRequest<GameOfficialResult>(`/api/games/${encodeURIComponent(gameId)}/official`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officialsQueryKeys.list(eventId) }),
  });
}

/** PUT /api/events/{id}/pitch-officials: every game on one pitch on one day. */
export function useAssignPitchDay(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutPitchDayOfficial) =>
      apiRequest<GameOfficialResult>(`${eventPath(eventId)}/pitch-officials`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officialsQueryKeys.list(eventId) }),
  });
}

export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiRequest<AcceptedInvitation>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: {},
  });
}
