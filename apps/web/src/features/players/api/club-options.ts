import { useQueries, useQuery } from '@tanstack/react-query';
import type { Club, Me } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

/** Club caches live under ['clubs'] (the clubs feature invalidates them on changes). */
const clubKeys = {
  list: ['clubs', 'list', {}] as const,
  detail: (id: string) => ['clubs', 'detail', id] as const,
};

interface ClubList {
  items: Club[];
  total: number;
}

function listAllClubs(signal?: AbortSignal): Promise<ClubList> {
  return apiRequest<ClubList>('/api/clubs', { signal });
}

function getClub(id: string, signal?: AbortSignal): Promise<Club> {
  return apiRequest<Club>(`/api/clubs/${encodeURIComponent(id)}`, { signal });
}

export interface ClubOptions {
  clubs: Club[];
  loading: boolean;
  error: unknown;
}

/**
 * The clubs a player form may offer: every club (GET /api/clubs) for users
 * who may list clubs, otherwise (level 3) the user's own clubs, each fetched
 * with GET /api/clubs/{id}.
 */
export function useClubOptions(me: Me | null, mayListClubs: boolean): ClubOptions {
  const all = useQuery({
    queryKey: clubKeys.list,
    queryFn: ({ signal }) => listAllClubs(signal),
    enabled: mayListClubs,
    staleTime: 60_000,
  });
  const own = useQueries({
    queries: (mayListClubs ? [] : (me?.clubIds ?? [])).map((id) => ({
      queryKey: clubKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getClub(id, signal),
      staleTime: 60_000,
    })),
  });
  if (mayListClubs) return { clubs: all.data?.items ?? [], loading: all.isPending, error: all.error };
  return {
    clubs: own.flatMap((query) => (query.data ? [query.data] : [])),
    loading: own.some((query) => query.isPending),
    error: own.find((query) => query.error)?.error ?? null,
  };
}
