import { useQueries } from '@tanstack/react-query';
import { canSome } from '@touchline/core';
import { useActor } from '../../lib/auth/use-actor';
import { clubQueryOptions } from './get-club';
import { useAllClubs } from './list-clubs';

/**
 * A club's name by id, from what the caller may read: every club for levels
 * 0–2 (the clubs list), the assigned clubs for a club account (one request
 * each; they have no clubs list). Unknown ids give null. Nothing is fetched
 * until `enabled` (e.g. once there is something to name).
 */
export function useClubNames({ enabled = true }: { enabled?: boolean } = {}): (
  clubId: string | null | undefined,
) => string | null {
  const actor = useActor();
  const listsClubs = actor !== null && canSome(actor, 'club.list');
  const all = useAllClubs({ enabled: enabled && listsClubs });
  const own = useQueries({
    queries: (enabled && !listsClubs ? (actor?.clubIds ?? []) : []).map((id) => clubQueryOptions(id)),
  });
  const names = new Map<string, string>();
  for (const club of all.data?.items ?? []) names.set(club.id, club.name);
  for (const query of own) if (query.data) names.set(query.data.id, query.data.name);
  return (clubId) => (clubId ? (names.get(clubId) ?? null) : null);
}
