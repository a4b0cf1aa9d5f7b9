import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameLineups } from '@touchline/core';
import { apiRequest } from '../../lib/api-client';
import { onLiveTopic } from '../../lib/live-events';
import { formationsQueryKeys } from './formation-keys';

/**
 * The tournament of each game whose line-ups this tab has read: a change of
 * one tournament refetches its games' line-ups only. Mapping every tournament
 * change to every open line-up made a recorder fetch its line-ups again
 * whenever any other tournament recorded a goal (decision 390).
 */
const tournamentOfGame = new Map<string, string>();

/** GET /api/games/{id}/lineups (every signed-in level): both teams and the line-ups set so far. */
export async function getGameLineups(gameId: string, signal?: AbortSignal): Promise<GameLineups> {
  const lineups = await apiRequest<GameLineups>(`/api/games/${encodeURIComponent(gameId)}/lineups`, { signal });
  tournamentOfGame.set(lineups.gameId, lineups.tournamentId);
  return lineups;
}

export const gameLineupsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: formationsQueryKeys.lineups(gameId),
    queryFn: ({ signal }) => getGameLineups(gameId, signal),
  });

// A line-up saved announces its tournament: that tournament's open line-ups refetch (tabs, the recording
// screen). A copy restored from the device is read again at once (decision 314), which names its tournament.
onLiveTopic('tournament', (ids) => (ids === 'any' ? [formationsQueryKeys.allLineups] : lineupKeysOf(ids)));

function lineupKeysOf(tournamentIds: readonly string[]) {
  const changed = new Set(tournamentIds);
  return [...tournamentOfGame]
    .filter(([, tournamentId]) => changed.has(tournamentId))
    .map(([gameId]) => formationsQueryKeys.lineups(gameId));
}

export function useGameLineups(gameId: string | null) {
  return useQuery({ ...gameLineupsQueryOptions(gameId ?? ''), enabled: gameId !== null });
}
