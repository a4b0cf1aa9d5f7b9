import type { UserSummary } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { usersQueryKeys } from './list-users';

export interface AssignUserClubs {
  userId: string;
  clubIds: string[];
}

/** PATCH /api/users/{id} { clubIds } (level 0): replaces the user's assigned clubs. */
export function assignUserClubs({ userId, clubIds }: AssignUserClubs): Promise<UserSummary> {
  return apiRequest<UserSummary>(`/api/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { clubIds } });
}

export function useAssignUserClubs() {
  return useRefreshingMutation(assignUserClubs, usersQueryKeys.all);
}
