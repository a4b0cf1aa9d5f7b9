import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BracketBody, Standings } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { Game, Tournament } from '../tournament-types';
import { finalResult } from './champion';

/** One decided place of the final standings; `shared` when teams go out at the same stage or stay level. */
export type FinalPlace = { place: number; team: string; shared: boolean };

export type FinalStandings = { champion: string; places: FinalPlace[] };

// The same keys and answers as the tournament view's bracket and standings tabs (one cache entry each).
export const bracketOptions = (id: string) =>
  queryOptions({
    queryKey: [...tournamentsQueryKeys.detail(id), 'bracket'] as const,
    queryFn: ({ signal }) => apiRequest<BracketBody>(`/api/tournaments/${encodeURIComponent(id)}/bracket`, { signal }),
  });
const standingsOptions = (id: string) =>
  queryOptions({
    queryKey: [...tournamentsQueryKeys.detail(id), 'standings'] as const,
    queryFn: ({ signal }) => apiRequest<Standings>(`/api/tournaments/${encodeURIComponent(id)}/standings`, { signal }),
  });

/** The knockout's decided places from the bracket's ranking (decision 428), best first. */
export function knockoutPlaces(places: BracketBody['places']): FinalPlace[] {
  return (places ?? []).flatMap((p) => (p.team ? [{ place: p.place, team: p.team, shared: p.shared }] : []));
}

/**
 * A round robin's final table once every game is finished: each team's
 * position, teams of an open tie sharing theirs. Null while a game is open.
 */
export function roundRobinPlaces(games: readonly Game[], standings: Standings | undefined): FinalPlace[] | null {
  const main = games.filter((g) => g.phase === 'main');
  if (main.length === 0 || main.some((g) => g.status !== 'finished')) return null;
  const rows = standings?.groups[0]?.rows;
  if (!rows) return null;
  return rows.map((row) => ({
    place: row.position,
    team: row.team,
    shared: rows.filter((other) => other.position === row.position).length > 1,
  }));
}

/**
 * The champion and the final standings (decision 428) once decided: for a
 * knockout the winner of the final and the bracket's places; for a round
 * robin the finished table, whose sole first is the champion. Null before.
 */
export function useFinalStandings(tournament: Pick<Tournament, 'id' | 'type'>, games: readonly Game[]) {
  const final = finalResult(games);
  const roundRobin = tournament.type === 'roundRobin';
  const everyGamePlayed = roundRobin && games.length > 0 && games.every((g) => g.status === 'finished');
  const bracket = useQuery({ ...bracketOptions(tournament.id), enabled: final !== null });
  const standings = useQuery({ ...standingsOptions(tournament.id), enabled: everyGamePlayed });
  if (final) return { final, champion: final.champion.name, places: knockoutPlaces(bracket.data?.places) };
  const places = everyGamePlayed ? roundRobinPlaces(games, standings.data) : null;
  const first = places?.filter((p) => p.place === 1) ?? [];
  if (!places || first.length !== 1) return null;
  return { final: null, champion: first[0]!.team, places };
}
