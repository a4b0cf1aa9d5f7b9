import type { Level, UserSummary } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { usersQueryKeys } from './list-users';

export interface ChangeUserLevel {
  userId: string;
  level: Level;
}

/** PATCH /api/users/{id} { level } (level 0 only; never one's own; never the last administrator). */
export function changeUserLevel({ userId, level }: ChangeUserLevel): Promise<UserSummary> {
  return apiRequest<UserSummary>(`/api/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { level } });
}

// The live channel refetches too; this one does not wait for it.
export function useChangeUserLevel() {
  return useRefreshingMutation(changeUserLevel, usersQueryKeys.all);
}
