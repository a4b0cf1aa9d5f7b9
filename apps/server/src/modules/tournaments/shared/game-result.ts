import { knockoutWinner, type KnockoutResult } from '@touchline/core';
import { AppError } from '../../../http/errors.js';
import type { GameRow } from './tournaments.repository.js';

/** The score, derived from the goal events: the one place that computes it (decision 022). */
export function scoreOf(events: readonly { kind: string; team: number }[]): { goals1: number; goals2: number } {
  let goals1 = 0;
  let goals2 = 0;
  for (const event of events) {
    if (event.kind !== 'goal') continue;
    if (event.team === 1) goals1 += 1;
    else goals2 += 1;
  }
  return { goals1, goals2 };
}

/** A game row's result as the knockout engine reads it. */
export function resultOf(row: Pick<GameRow, 'goals1' | 'goals2' | 'shootout1' | 'shootout2'>): KnockoutResult {
  return {
    goals1: row.goals1,
    goals2: row.goals2,
    shootout:
      row.shootout1 === null || row.shootout2 === null ? null : { goals1: row.shootout1, goals2: row.shootout2 },
  };
}

/** The winner of a finished game with both teams known, or null (not finished, or drawn without a shootout). */
export function winnerOf(row: GameRow | undefined): string | null {
  if (!row || row.status !== 'finished' || !row.team1Id || !row.team2Id) return null;
  const outcome = knockoutWinner(row.team1Id, row.team2Id, resultOf(row));
  return outcome.ok ? outcome.winner : null;
}

/** The engine's knockout codes as the API's refusals. */
export function knockoutRefusal(code: string): AppError {
  switch (code) {
    case 'SHOOTOUT_REQUIRED':
      return new AppError(409, 'SHOOTOUT_REQUIRED');
    case 'SHOOTOUT_NEEDS_WINNER':
      return new AppError(400, 'SHOOTOUT_DRAWN', { shootout: 'INVALID_VALUE' });
    case 'SHOOTOUT_NOT_ALLOWED':
    case 'INVALID_SCORE':
      return new AppError(400, 'VALIDATION_FAILED', { shootout: 'INVALID_VALUE' });
    case 'DEPENDENT_GAME_STARTED':
      return new AppError(409, 'DEPENDENT_GAME_STARTED');
    case 'TEAMS_NOT_SET':
      return new AppError(409, 'GAME_TEAMS_UNKNOWN');
    default:
      return new AppError(409, 'CONFLICT');
  }
}
