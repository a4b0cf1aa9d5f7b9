import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsersQuery, UserList } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';
import { onLiveTopic } from '../../../lib/live-events';

export type UsersListQuery = Partial<ListUsersQuery>;

export const usersQueryKeys = {
  all: ['users'] as const,
  list: (query: UsersListQuery) => ['users', 'list', query] as const,
};

// Any user change (a level, a new account) may change any page of the list.
onLiveTopic('user', () => [usersQueryKeys.all]);

/** GET /api/users (level ≤ 1): search by name or email, filter by level, paged. */
export function listUsers(query: UsersListQuery, signal?: AbortSignal): Promise<UserList> {
  return apiRequest<UserList>(withQuery('/api/users', query), { signal });
}

export const listUsersQueryOptions = (query: UsersListQuery) =>
  queryOptions({
    queryKey: usersQueryKeys.list(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    // Typing, filtering and paging keep the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersListQuery) {
  return useQuery(listUsersQueryOptions(query));
}
