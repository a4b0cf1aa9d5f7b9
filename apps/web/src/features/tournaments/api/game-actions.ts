import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsQueryKeys } from '../../../lib/tournaments/tournament-keys';
import type { Game } from '../../../lib/tournaments/tournament-types';
import { newer } from './game-events';
import { gameRecordQueryKey } from './game-record';
import { gamePath, gameRequest } from './game-request';
import type { GameRecord, RunningPeriod } from './game-types';

/** Every game action names the version read: 409 CONFLICT when another recorder moved the game on first. */
export type GameAction =
  | { type: 'start'; version: number }
  | { type: 'period'; version: number; period: RunningPeriod }
  | { type: 'finish'; version: number; shootout?: { goals1: number; goals2: number } };

/**
 * POST /api/games/{id}/start { version }, …/period { version, period },
 * …/finish { version, shootout? } (levels 0–2) → the game.
 */
export function runGameAction(gameId: string, { type, ...body }: GameAction): Promise<Game> {
  return gameRequest<Game>(gamePath(gameId, `/${type}`), { method: 'POST', body });
}

/**
 * Runs an action; the answer goes straight into the record (the clock and
 * the controls follow at once). Afterwards, also after a refusal (a stale
 * version), the record and the tournament's games are read again.
 */
export function useGameAction(tournamentId: string, gameId: string) {
  const queryClient = useQueryClient();
  const key = gameRecordQueryKey(tournamentId, gameId);
  return useMutation({
    mutationFn: (action: GameAction) => runGameAction(gameId, action),
    onSuccess: (game) => {
      queryClient.setQueryData<GameRecord>(key, (record) =>
        record ? { ...record, game: newer(record.game, game) } : record,
      );
    },
    // Not awaited: the button's progress ends with the answer, not with the reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      void queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.games(tournamentId), exact: true });
    },
  });
}
