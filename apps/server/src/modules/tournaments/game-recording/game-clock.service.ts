import {
  knockoutWinner,
  type Actor,
  type CorrectShootout,
  type FinishGame,
  type Game,
  type GameRecord,
  type GameRecordQuery,
  type ResetGame,
  type SetGamePeriod,
  type StartGame,
} from '@touchline/core';
import { assertCan } from '../../../http/access.js';
import { AppError, orNotFound } from '../../../http/errors.js';
import type { GameNotifier } from '../../push/push.service.js';
import { presentGame } from '../shared/tournament.presenter.js';
import { knockoutRefusal, scoreOf } from '../shared/game-result.js';
import { knockoutFlow } from '../shared/knockout-flow.js';
import { presentEvent } from './game-event.presenter.js';
import type { GameRecordingStore, RecordingSteps } from './game-recording.steps.js';

/** A game's state: reading it, kick-off, periods, full time, a reset and a corrected shootout. */
export function gameClockService(
  store: GameRecordingStore,
  steps: RecordingSteps,
  notify: GameNotifier,
  changed: (tournamentId: string) => void,
) {
  const { values, lockTournamentOf, onGame, writeGame, rescore, assertRecordable } = steps;
  return {
    /**
     * The game and a page of its events, oldest first: for the recording
     * screen and for followers. The default page holds every event a game
     * may record (decision 351).
     */
    async record(actor: Actor, gameId: string, page: GameRecordQuery): Promise<GameRecord> {
      assertCan(actor, 'tournament.view');
      const game = await orNotFound(store.tournaments.findGame(gameId), 'GAME_NOT_FOUND');
      const [events, total] = await Promise.all([
        store.gameRecording.events(gameId, page),
        store.gameRecording.eventCount(gameId),
      ]);
      const mayRecord = await steps.mayRecord(actor, gameId);
      return { game: presentGame(game), events: events.map(presentEvent), total, mayRecord };
    },

    /** Kick-off: first half, the clock starts now (server time). */
    async start(actor: Actor, gameId: string, input: StartGame): Promise<Game> {
      await steps.assertMayRecord(actor, gameId);
      const game = await store.transaction(async (repos) => {
        const game = await lockTournamentOf(repos, gameId);
        if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
        if (game.status !== 'scheduled') throw new AppError(409, 'GAME_ALREADY_STARTED');
        if (game.team1Id === null || game.team2Id === null) throw new AppError(409, 'GAME_TEAMS_UNKNOWN');
        const now = values.timestamp();
        return writeGame(repos, game, input.version, {
          status: 'running',
          period: 'firstHalf',
          periodStartedAt: now,
          startedAt: now,
        });
      });
      changed(game.tournamentId);
      return presentGame(game);
    },

    /** Moves a running game to another period; its clock starts again now. */
    async setPeriod(actor: Actor, gameId: string, input: SetGamePeriod): Promise<Game> {
      await steps.assertMayRecord(actor, gameId);
      const game = await onGame(gameId, async (repos, game) => {
        if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
        assertRecordable(game, false);
        return writeGame(repos, game, input.version, { period: input.period, periodStartedAt: values.timestamp() });
      });
      changed(game.tournamentId);
      return presentGame(game);
    },

    /**
     * Puts a started game back to scheduled: its events, score, shootout and
     * periods go. A knockout winner leaves the later slots it reached; refused
     * with 409 `DEPENDENT_GAME_STARTED` while a later game built on it has
     * started (reset that one first, docs/product/tournaments.md).
     */
    async reset(actor: Actor, gameId: string, input: ResetGame): Promise<Game> {
      await steps.assertMayRecord(actor, gameId);
      const game = await store.transaction(async (repos) => {
        const game = await lockTournamentOf(repos, gameId);
        if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
        if (game.status === 'scheduled') throw new AppError(409, 'GAME_NOT_STARTED');
        await knockoutFlow(repos).resetGame(game);
        await repos.gameRecording.deleteEventsOf(game.id);
        return writeGame(repos, game, input.version, {
          status: 'scheduled',
          period: null,
          periodStartedAt: null,
          startedAt: null,
          finishedAt: null,
          goals1: 0,
          goals2: 0,
          shootout1: null,
          shootout2: null,
        });
      });
      changed(game.tournamentId);
      return presentGame(game);
    },

    /** Corrects the shootout of a finished, drawn knockout game; the bracket re-flows. */
    async correctShootout(actor: Actor, gameId: string, input: CorrectShootout): Promise<Game> {
      await steps.assertMayRecord(actor, gameId);
      const game = await store.transaction(async (repos) => {
        const game = await lockTournamentOf(repos, gameId);
        if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
        if (game.status !== 'finished') throw new AppError(409, 'GAME_NOT_FINISHED');
        return rescore(repos, game, input.shootout);
      });
      changed(game.tournamentId);
      return presentGame(game);
    },

    /**
     * Full time, from any running period. A drawn knockout game needs a
     * shootout with a winner (409 `SHOOTOUT_REQUIRED`, 400 `SHOOTOUT_DRAWN`);
     * its winner moves into the next game's slot.
     */
    async finish(actor: Actor, gameId: string, input: FinishGame): Promise<Game> {
      await steps.assertMayRecord(actor, gameId);
      const game = await store.transaction(async (repos) => {
        const game = await lockTournamentOf(repos, gameId);
        if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
        assertRecordable(game, false);
        const score = scoreOf(await repos.gameRecording.eventKinds(game.id));
        const shootout = input.shootout ?? null;
        if (game.phase === 'knockout') {
          const decided = knockoutWinner(game.team1Id ?? '1', game.team2Id ?? '2', { ...score, shootout });
          if (!decided.ok) throw knockoutRefusal(decided.code);
        } else if (shootout !== null) {
          // Only a knockout game is decided by a shootout.
          throw new AppError(400, 'VALIDATION_FAILED', { shootout: 'INVALID_VALUE' });
        }
        const now = values.timestamp();
        const finished = await writeGame(repos, game, input.version, {
          ...score,
          status: 'finished',
          period: 'fullTime',
          periodStartedAt: now,
          finishedAt: now,
          shootout1: shootout?.goals1 ?? null,
          shootout2: shootout?.goals2 ?? null,
        });
        await knockoutFlow(repos).recordResult(finished, { ...score, shootout });
        return orNotFound(repos.tournaments.findGame(game.id), 'GAME_NOT_FOUND');
      });
      changed(game.tournamentId);
      const presented = presentGame(game);
      notify.finished(game.tournamentId, presented);
      return presented;
    },
  };
}
