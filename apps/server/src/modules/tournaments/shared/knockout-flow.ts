import {
  dependentGames,
  knockoutWinner,
  recordKnockoutResult,
  resetKnockoutGame,
  type Bracket,
  type KnockoutResult,
} from '@touchline/core';
import { AppError, orNotFound } from '../../../http/errors.js';
import { knockoutRefusal, resultOf, winnerOf } from './game-result.js';
import { parseBrackets, serializeBrackets } from './tournament-format.js';
import type { GameRow, TournamentsRepository } from './tournaments.repository.js';

type Repositories = { tournaments: TournamentsRepository };

/**
 * What a recorded knockout result does to the bracket (decision 022): the
 * winner moves on, a correction re-flows the later games, a reset takes the
 * winner out again. The game rows are the truth for the knockout's teams,
 * statuses and results; the stored bracket gives the shape. Runs inside the
 * caller's transaction, which holds the tournament's lock.
 */
export function knockoutFlow(repos: Repositories) {
  /**
   * The stored brackets' shapes with each game's teams, status and result from
   * its row, and the index of the bracket (play-off) holding `key`.
   */
  async function currentBrackets(tournamentId: string, key: string): Promise<{ brackets: Bracket[]; index: number }> {
    const tournament = await orNotFound(repos.tournaments.find(tournamentId), 'TOURNAMENT_NOT_FOUND');
    const brackets = parseBrackets(tournament.bracket);
    const rows = new Map((await repos.tournaments.games(tournamentId)).map((g) => [g.key, g] as const));
    for (const game of brackets.flatMap((b) => b.games)) {
      const row = rows.get(game.id);
      if (!row) continue;
      game.slot1.team = row.team1Id;
      game.slot2.team = row.team2Id;
      game.status = row.status as Bracket['games'][number]['status'];
      const finished = row.status === 'finished' && row.team1Id !== null && row.team2Id !== null;
      game.result = finished ? resultOf(row) : null;
      game.winner = finished ? winnerOf(row) : null;
    }
    return { brackets, index: brackets.findIndex((b) => b.games.some((g) => g.id === key)) };
  }

  /** Stores the re-flowed play-off and writes its later games' teams (winners and losers) on their rows. */
  async function storeBracket(game: GameRow, brackets: Bracket[], index: number, bracket: Bracket): Promise<void> {
    // The stored brackets follow, so applying group results and swaps (decision 023) start from them.
    const next = brackets.map((b, i) => (i === index ? bracket : b));
    await repos.tournaments.setBracket(game.tournamentId, serializeBrackets(next));
    const rows = new Map((await repos.tournaments.games(game.tournamentId)).map((g) => [g.key, g] as const));
    for (const later of dependentGames(bracket, game.key)) {
      const row = rows.get(later.id);
      if (!row || (row.team1Id === later.slot1.team && row.team2Id === later.slot2.team)) continue;
      await repos.tournaments.updateGame(row.id, null, { team1Id: later.slot1.team, team2Id: later.slot2.team });
    }
  }

  return {
    /**
     * Records a finished knockout game's result and moves the winner on. A
     * result that changes the winner of a game whose later games have started
     * is refused (409 `DEPENDENT_GAME_STARTED`, docs/product/tournaments.md).
     */
    async recordResult(game: GameRow, result: KnockoutResult): Promise<void> {
      if (game.phase !== 'knockout') return;
      const { brackets, index } = await currentBrackets(game.tournamentId, game.key);
      const bracket = brackets[index];
      if (!bracket) return;
      // A result that leaves the game without its winner (a draw without a
      // shootout) also takes the winner out of started later games: that is
      // the clearer refusal when one has started.
      const before = bracket.games.find((g) => g.id === game.key);
      const decided = knockoutWinner(game.team1Id ?? '1', game.team2Id ?? '2', result);
      const winnerChanges = !decided.ok || (before?.winner != null && before.winner !== decided.winner);
      if (winnerChanges && dependentGames(bracket, game.key).some((g) => g.status !== 'scheduled')) {
        throw new AppError(409, 'DEPENDENT_GAME_STARTED');
      }
      const outcome = recordKnockoutResult(bracket, game.key, result);
      if (!outcome.ok) throw knockoutRefusal(outcome.code);
      await storeBracket(game, brackets, index, outcome.bracket);
    },

    /** A game put back to scheduled: its winner leaves the later slots it reached. */
    async resetGame(game: GameRow): Promise<void> {
      if (game.phase !== 'knockout') return;
      const { brackets, index } = await currentBrackets(game.tournamentId, game.key);
      const bracket = brackets[index];
      if (!bracket) return;
      const outcome = resetKnockoutGame(bracket, game.key);
      if (!outcome.ok) throw knockoutRefusal(outcome.code);
      await storeBracket(game, brackets, index, outcome.bracket);
    },
  };
}
