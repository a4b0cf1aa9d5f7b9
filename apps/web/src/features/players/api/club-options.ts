import { useQueries, useQuery } from '@tanstack/react-query';
import type { Club, Me } from '@touchline/core';
import { clubQueryOptions } from '../../../entities/club/get-club';
import { allClubsQueryOptions } from '../../../entities/club/list-clubs';

export interface ClubOptions {
  clubs: Club[];
  loading: boolean;
  error: unknown;
}

/**
 * The clubs a player form may offer: every club (the shared clubs query,
 * GET /api/clubs) for users who may list clubs, otherwise (level 3) the
 * user's own clubs, each through the shared club query (GET /api/clubs/{id}).
 */
export function useClubOptions(me: Me | null, mayListClubs: boolean): ClubOptions {
  const all = useQuery({ ...allClubsQueryOptions(), enabled: mayListClubs, staleTime: 60_000 });
  const own = useQueries({
    queries: (mayListClubs ? [] : (me?.clubIds ?? [])).map((id) => ({ ...clubQueryOptions(id), staleTime: 60_000 })),
  });
  if (mayListClubs) return { clubs: all.data?.items ?? [], loading: all.isPending, error: all.error };
  return {
    clubs: own.flatMap((query) => (query.data ? [query.data] : [])),
    loading: own.some((query) => query.isPending),
    error: own.find((query) => query.error)?.error ?? null,
  };
}
