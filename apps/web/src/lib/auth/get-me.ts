import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me, Session } from '@touchline/core';
import { apiRequest } from '../api-client';

/** The signed-in user is shared by the shell, the guards and every feature. */
export const meQueryKey = ['me'] as const;

/**
 * GET /api/session: the signed-in user, or null when signed out. Not
 * /api/me, whose 401 for a signed-out visitor the browser logs as a failed
 * request on every page (docs/product/quality-goals.md).
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  return (await apiRequest<Session>('/api/session', { signal })).user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // A failure (server down) shows the signed-out state at once; the next
    // navigation or window focus asks again.
    retry: false,
  });

/** The current user; null while signed out, unknown, or when /api/me fails. */
export function useMe(): Me | null {
  const { data } = useQuery(meQueryOptions());
  return data ?? null;
}

/** For guards and bootstrapping: the user from the cache, fetched if needed; null on any failure. */
export async function loadMe(queryClient: QueryClient): Promise<Me | null> {
  try {
    return await queryClient.ensureQueryData(meQueryOptions());
  } catch {
    return null;
  }
}

/** After sign-in or sign-up: fetch the user afresh. */
export async function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

/** After sign-out or an expired session: forget the user and every cached user-specific answer. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
}
