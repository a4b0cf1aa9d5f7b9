import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MovedGame, PlacementWarningBody } from '@touchline/core';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';

export type PlacementWarning = PlacementWarningBody;

export interface MoveGameInput {
  tournamentId: string;
  gameId: string;
  /** The game's version as read; 409 CONFLICT when someone changed it since. */
  version: number;
  /** All three set, or all three null to take the game off the schedule. */
  date: string | null;
  start: number | null;
  pitch: number | null;
  /** True once the organiser has seen the warnings and moves anyway. */
  confirm?: boolean;
}

/**
 * PATCH /api/games/{id} { version, date, start, pitch, confirm? } (levels 0–2):
 * 200 with the moved game and the warnings it was saved with, or 409
 * GAME_MOVE_NEEDS_CONFIRMATION carrying the warnings when the move creates
 * conflicts and `confirm` was not true (decision 021). Nothing is saved then.
 */
export function moveGame({ gameId, tournamentId: _tournamentId, ...body }: MoveGameInput): Promise<MovedGame> {
  return apiRequest<MovedGame>(`/api/games/${encodeURIComponent(gameId)}`, { method: 'PATCH', body });
}

const WARNING_CODES: ReadonlySet<string> = new Set<PlacementWarning['code']>([
  'TEAM_DOUBLE_BOOKED',
  'PITCH_OCCUPIED',
  'REST_TOO_SHORT',
  'BEFORE_DAY_START',
  'AFTER_LATEST_GAME',
  'IN_BREAK',
  'MAX_PLAYTIME_EXCEEDED',
  'PITCH_NOT_ALLOWED',
  'CLUB_KEPT_APART',
]);

/**
 * The warnings of a refused move that needs confirmation, or null for any
 * other error. Warnings of kinds this client does not know are kept out
 * (they could not be explained); the confirmation still stands.
 */
export function moveWarnings(error: unknown): PlacementWarning[] | null {
  if (!isApiError(error) || error.code !== 'GAME_MOVE_NEEDS_CONFIRMATION') return null;
  const body = error.body as { warnings?: unknown } | undefined;
  const list = Array.isArray(body?.warnings) ? (body.warnings as unknown[]) : [];
  return list.filter(
    (w): w is PlacementWarning =>
      typeof w === 'object' && w !== null && WARNING_CODES.has(String((w as { code?: unknown }).code)),
  );
}

/** Moves a game; afterwards (also after a refusal or a 409) the tournament and its games reload. */
export function useMoveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveGame,
    onSettled: (_result, error, input) => {
      // A move that only needs confirmation changed nothing: keep the view as it is.
      if (moveWarnings(error) !== null) return;
      return queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) });
    },
  });
}
