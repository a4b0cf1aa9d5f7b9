import { knockoutWinner } from '@touchline/core';
import type { Game, GameTeam } from '../tournament-types';

/** The winner and runner-up of a finished final. */
export type FinalResult = { champion: GameTeam; runnerUp: GameTeam; final: Game };

/**
 * Who won the tournament: the winner of its final, the one knockout game of
 * the last round, once it is finished (core's `knockoutWinner`, shootout
 * included). Null while the final is open, drawn without a decision, or the
 * tournament has no knockout.
 */
export function finalResult(games: readonly Game[]): FinalResult | null {
  const knockout = games.filter((g) => g.phase === 'knockout');
  if (knockout.length === 0) return null;
  const last = Math.max(...knockout.map((g) => g.round));
  const finals = knockout.filter((g) => g.round === last);
  const final = finals.length === 1 ? finals[0]! : null;
  if (!final || final.status !== 'finished' || !final.team1 || !final.team2) return null;
  const result = knockoutWinner(final.team1.id, final.team2.id, {
    goals1: final.goals1,
    goals2: final.goals2,
    shootout: final.shootout,
  });
  if (!result.ok) return null;
  const [champion, runnerUp] =
    result.winner === final.team1.id ? [final.team1, final.team2] : [final.team2, final.team1];
  return { champion, runnerUp, final };
}
