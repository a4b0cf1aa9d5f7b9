/**
 * What regenerating the tournament tree would throw away (docs/product/tournaments.md
 * "Regenerating the tournament tree"), so the UI can ask for confirmation
 * with numbers instead of a vague warning.
 */
import type { GameStatus } from './bracket.js';

export type ExistingGame = {
  id: string;
  status: GameStatus;
  team1: string | null;
  team2: string | null;
  /** Teams (clubs) that have set a line-up for this game. */
  lineupsSetBy?: string[];
};

export type RegenerateImpact = {
  /** Always true when any game exists: regenerating replaces every game. */
  requiresConfirmation: boolean;
  discarded: { running: string[]; finished: string[] };
  /** Running plus finished: the results that will be lost. */
  discardedCount: number;
  /** Scheduled games that are replaced without losing a result. */
  replacedScheduled: number;
  /** Clubs whose line-ups become invalid, sorted. */
  affectedClubs: string[];
};

export function regenerateImpact(games: readonly ExistingGame[]): RegenerateImpact {
  const running = games.filter((g) => g.status === 'running').map((g) => g.id);
  const finished = games.filter((g) => g.status === 'finished').map((g) => g.id);
  const clubs = new Set(games.flatMap((g) => g.lineupsSetBy ?? []));
  return {
    requiresConfirmation: games.length > 0,
    discarded: { running, finished },
    discardedCount: running.length + finished.length,
    replacedScheduled: games.length - running.length - finished.length,
    affectedClubs: [...clubs].sort(),
  };
}
