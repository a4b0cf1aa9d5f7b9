import {
  dependentGames,
  knockoutWinner,
  recordKnockoutResult,
  resetKnockoutGame,
  type Bracket,
  type KnockoutResult,
} from '@touchline/core';
import { orNotFound } from '../../http/errors.js';
import { AppError } from '../../http/errors.js';
import type { GameRecordingRepository } from './game-recording.repository.js';
import { knockoutRefusal, resultOf, winnerOf } from './game-result.js';
import type { GameRow, TournamentsRepository } from './tournaments.repository.js';

type Repositories = { tournaments: TournamentsRepository; gameRecording: GameRecordingRepository };

/**
 * What a recorded knockout result does to the bracket (decision 022): the
 * winner moves on, a correction re-flows the later games, a reset takes the
 * winner out again. The game rows are the truth for the knockout's teams,
 * statuses and results; the stored bracket gives the shape. Runs inside the
 * caller's transaction, which holds the tournament's lock.
 */
export function knockoutFlow(repos: Repositories) {
  /** The stored bracket's shape with each game's teams, status and result from its row. */
  async function currentBracket(tournamentId: string): Promise<Bracket | null> {
    const tournament = await orNotFound(repos.tournaments.find(tournamentId), 'TOURNAMENT_NOT_FOUND');
    if (tournament.bracket === null) return null;
    const bracket = JSON.parse(tournament.bracket) as Bracket;
    const rows = new Map((await repos.tournaments.games(tournamentId)).map((g) => [g.key, g] as const));
    for (const game of bracket.games) {
      const row = rows.get(game.id);
      if (!row) continue;
      game.slot1.team = row.team1Id;
      game.slot2.team = row.team2Id;
      game.status = row.status as Bracket['games'][number]['status'];
      const finished = row.status === 'finished' && row.team1Id !== null && row.team2Id !== null;
      game.result = finished ? resultOf(row) : null;
      game.winner = finished ? winnerOf(row) : null;
    }
    return bracket;
  }

  /** Stores the re-flowed bracket and writes the later games' teams on their rows. */
  async function storeBracket(game: GameRow, bracket: Bracket): Promise<void> {
    // The stored bracket follows, so applying group results and swaps (decision 023) start from it.
    await repos.tournaments.setBracket(game.tournamentId, JSON.stringify(bracket));
    const rows = new Map((await repos.tournaments.games(game.tournamentId)).map((g) => [g.key, g] as const));
    for (const later of dependentGames(bracket, game.key)) {
      const row = rows.get(later.id);
      if (!row || (row.team1Id === later.slot1.team && row.team2Id === later.slot2.team)) continue;
      await repos.gameRecording.updateGame(row.id, null, { team1Id: later.slot1.team, team2Id: later.slot2.team });
    }
  }

  return {
    /**
     * Records a finished knockout game's result and moves the winner on. A
     * result that changes the winner of a game whose later games have started
     * is refused (409 `DEPENDENT_GAME_STARTED`, PRODUCT.md §7).
     */
    async recordResult(game: GameRow, result: KnockoutResult): Promise<void> {
      if (game.phase !== 'knockout') return;
      const bracket = await currentBracket(game.tournamentId);
      if (bracket === null || !bracket.games.some((g) => g.id === game.key)) return;
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
      await storeBracket(game, outcome.bracket);
    },

    /** A game put back to scheduled: its winner leaves the later slots it reached. */
    async resetGame(game: GameRow): Promise<void> {
      if (game.phase !== 'knockout') return;
      const bracket = await currentBracket(game.tournamentId);
      if (bracket === null || !bracket.games.some((g) => g.id === game.key)) return;
      const outcome = resetKnockoutGame(bracket, game.key);
      if (!outcome.ok) throw knockoutRefusal(outcome.code);
      await storeBracket(game, outcome.bracket);
    },
  };
}
