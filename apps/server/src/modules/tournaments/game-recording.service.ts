import type {
  Actor,
  CorrectGameEvent,
  CorrectShootout,
  FinishGame,
  Game,
  GameRecord,
  RecordGameEvent,
  RecordedGameEvent,
  ResetGame,
  Score,
  SetGamePeriod,
  StartGame,
} from '@touchline/core';
import { knockoutWinner } from '@touchline/core';
import { dbValues, type Engine } from '../../db/database.js';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { GameNotifier } from '../push/push.service.js';
import { presentEvent } from './game-event.presenter.js';
import type {
  GameEventWithPlayer,
  GameRecordingChanges,
  GameRecordingRepository,
} from './game-recording.repository.js';
import { knockoutRefusal, resultOf, scoreOf } from './game-result.js';
import { knockoutFlow } from './knockout-flow.js';
import { presentGame } from './tournament.presenter.js';
import type { GameRow, TournamentsRepository } from './tournaments.repository.js';

export type GameRecordingStore = Store<{ tournaments: TournamentsRepository; gameRecording: GameRecordingRepository }>;
type Repositories = Omit<GameRecordingStore, 'transaction'>;

/** An event body as stored, for comparing a resend with what was recorded. */
function sameEvent(stored: GameEventWithPlayer, input: RecordGameEvent): boolean {
  return (
    stored.kind === input.kind &&
    stored.team === input.team &&
    stored.minute === (input.minute ?? null) &&
    stored.playerId === (input.playerId ?? null)
  );
}

/**
 * Thrown inside a transaction to roll back and answer with a stored result
 * instead: a resent event changes nothing.
 */
class Unchanged<T> extends Error {
  constructor(readonly value: T) {
    super('unchanged');
  }
}

/** Thrown inside a game-locked transaction that finds the game finished: a correction, redone under the tournament's lock. */
class NeedsTournamentLock extends Error {
  constructor() {
    super('needs the tournament lock');
  }
}

/**
 * Recording a game (issue 11, decision 022): starting it, its periods, its
 * goals and cards as events with client-chosen ids, finishing it (a drawn
 * knockout game needs a shootout winner) and correcting a finished result,
 * which re-flows the bracket.
 *
 * Locks (decision 022, "Concurrency"): what changes the tournament's state —
 * starting, finishing, resetting, correcting a finished result — counts a new
 * tournament version, which locks the tournament row, so these queue per
 * tournament and regenerating sees them. Events and periods of a running game
 * lock only that game, so the games of one tournament record side by side.
 * Every change is published on the `tournament` topic after it is committed.
 */
export function gameRecordingService(
  store: GameRecordingStore,
  bus: EventBus,
  engine: Engine,
  /** Web Push to followers (decision 053): told after the commit, it only queues. */
  notify: GameNotifier = { goal: () => {}, finished: () => {} },
) {
  const values = dbValues(engine);
  const changed = (tournamentId: string) => bus.publish('tournament', [tournamentId]);

  /** Counts a new version of the game's tournament (its lock) and reads the game as it is now. */
  async function lockTournamentOf(repos: Repositories, gameId: string): Promise<GameRow> {
    if (!(await repos.gameRecording.touchTournamentOf(gameId))) throw new AppError(404, 'GAME_NOT_FOUND');
    return orNotFound(repos.tournaments.findGame(gameId), 'GAME_NOT_FOUND');
  }

  /**
   * Runs an event write on a game: under the game's own lock while it is not
   * finished, and again under the tournament's lock when it is (a correction
   * may re-flow the bracket, which spans games).
   */
  async function onGame<T>(gameId: string, work: (repos: Repositories, game: GameRow) => Promise<T>): Promise<T> {
    try {
      return await store.transaction(async (repos) => {
        if (!(await repos.gameRecording.lockGame(gameId))) throw new AppError(404, 'GAME_NOT_FOUND');
        const game = await orNotFound(repos.tournaments.findGame(gameId), 'GAME_NOT_FOUND');
        if (game.status === 'finished') throw new NeedsTournamentLock();
        return work(repos, game);
      });
    } catch (error) {
      if (!(error instanceof NeedsTournamentLock)) throw error;
      return store.transaction(async (repos) => work(repos, await lockTournamentOf(repos, gameId)));
    }
  }

  async function writeGame(repos: Repositories, game: GameRow, version: number | null, changes: GameRecordingChanges) {
    if (!(await repos.gameRecording.updateGame(game.id, version, changes))) throw new AppError(409, 'CONFLICT');
    return orNotFound(repos.tournaments.findGame(game.id), 'GAME_NOT_FOUND');
  }

  /** 400 `PLAYER_NOT_IN_TEAM` unless the player belongs to the club that entered the team. */
  async function checkPlayer(repos: Repositories, game: GameRow, team: 1 | 2, playerId: string | null | undefined) {
    if (playerId === null || playerId === undefined) return;
    const teamId = team === 1 ? game.team1Id : game.team2Id;
    const clubId = teamId === null ? null : await repos.gameRecording.teamClubId(teamId);
    const playerClub = await repos.gameRecording.playerClubId(playerId);
    if (clubId === null || playerClub !== clubId) {
      throw new AppError(400, 'PLAYER_NOT_IN_TEAM', { playerId: 'INVALID_VALUE' });
    }
  }

  /** After an event changed: the score again from the events, and for a finished game the corrected result. */
  async function rescore(repos: Repositories, game: GameRow, newShootout?: Score): Promise<GameRow> {
    const score = scoreOf(await repos.gameRecording.eventKinds(game.id));
    if (game.status !== 'finished') return writeGame(repos, game, null, score);
    // A correction: a shootout only stands while the game is still drawn.
    const drawn = score.goals1 === score.goals2;
    if (newShootout && (!drawn || game.phase !== 'knockout')) {
      throw new AppError(400, 'VALIDATION_FAILED', { shootout: 'INVALID_VALUE' });
    }
    const shootout = drawn ? (newShootout ?? resultOf(game).shootout) : null;
    await knockoutFlow(repos).recordResult(game, { ...score, shootout });
    return writeGame(repos, game, null, {
      ...score,
      shootout1: shootout?.goals1 ?? null,
      shootout2: shootout?.goals2 ?? null,
    });
  }

  /** 409 `GAME_NOT_STARTED` before the start; 409 `GAME_FINISHED` after the end unless it is a correction. */
  function assertRecordable(game: GameRow, correction: boolean) {
    if (game.status === 'scheduled') throw new AppError(409, 'GAME_NOT_STARTED');
    if (game.status === 'finished' && !correction) throw new AppError(409, 'GAME_FINISHED');
  }

  async function unlessUnchanged<T>(work: () => Promise<T>): Promise<{ value: T; changed: boolean }> {
    try {
      return { value: await work(), changed: true };
    } catch (error) {
      if (error instanceof Unchanged) return { value: error.value as T, changed: false };
      throw error;
    }
  }

  return {
    /** The game and its events, oldest first: for the recording screen and for followers. */
    async record(actor: Actor, gameId: string): Promise<GameRecord> {
      assertCan(actor, 'tournament.view');
      const game = await orNotFound(store.tournaments.findGame(gameId), 'GAME_NOT_FOUND');
      const events = await store.gameRecording.events(gameId);
      return { game: presentGame(game), events: events.map(presentEvent) };
    },

    /** Kick-off: first half, the clock starts now (server time). */
    async start(actor: Actor, gameId: string, input: StartGame): Promise<Game> {
      assertCan(actor, 'game.record');
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
      assertCan(actor, 'game.record');
      const game = await onGame(gameId, async (repos, game) => {
        if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
        assertRecordable(game, false);
        return writeGame(repos, game, input.version, { period: input.period, periodStartedAt: values.timestamp() });
      });
      changed(game.tournamentId);
      return presentGame(game);
    },

    /**
     * Records a goal or card. The id is the client's: sent again with the
     * same body it answers the stored event and changes nothing (`created`
     * false); with another body 409 `GAME_EVENT_ID_REUSED`. An event that was
     * corrected since counts as the same event whatever the resend says; one
     * that was undone since is refused with 409 `GAME_EVENT_DELETED`, never
     * recorded again.
     */
    async addEvent(
      actor: Actor,
      gameId: string,
      input: RecordGameEvent,
    ): Promise<{ created: boolean; event: RecordedGameEvent }> {
      assertCan(actor, 'game.record');
      const outcome = await unlessUnchanged(() =>
        onGame(gameId, async (repos, game) => {
          const stored = await repos.gameRecording.findEvent(input.id);
          if (stored) {
            if (stored.gameId !== gameId || (stored.version === 1 && !sameEvent(stored, input))) {
              throw new AppError(409, 'GAME_EVENT_ID_REUSED');
            }
            throw new Unchanged({
              tournamentId: game.tournamentId,
              event: { ...presentEvent(stored), game: presentGame(game) },
            });
          }
          // Undone meanwhile (by another recorder, or this one before the resend got through).
          if (await repos.gameRecording.wasDeleted(input.id)) throw new AppError(409, 'GAME_EVENT_DELETED');
          assertRecordable(game, input.correction === true);
          if (input.shootout && game.status !== 'finished') {
            throw new AppError(400, 'VALIDATION_FAILED', { shootout: 'INVALID_VALUE' });
          }
          await checkPlayer(repos, game, input.team, input.playerId);
          const inserted = await repos.gameRecording.insertEvent({
            id: input.id,
            gameId,
            tournamentId: game.tournamentId,
            kind: input.kind,
            team: input.team,
            minute: input.minute ?? null,
            playerId: input.playerId ?? null,
            createdBy: actor.id,
          });
          if (!inserted) throw new AppError(409, 'GAME_EVENT_ID_REUSED');
          const after = await rescore(repos, game, input.shootout);
          const event = await orNotFound(repos.gameRecording.findEvent(input.id), 'GAME_EVENT_NOT_FOUND');
          return { tournamentId: game.tournamentId, event: { ...presentEvent(event), game: presentGame(after) } };
        }),
      );
      if (outcome.changed) {
        changed(outcome.value.tournamentId);
        // A new goal of a running game; not a resend, not a correction of a finished result (decision 053).
        const { event } = outcome.value;
        if (event.kind === 'goal' && event.game.status === 'running')
          notify.goal(outcome.value.tournamentId, event.game);
      }
      return { created: outcome.changed, event: outcome.value.event };
    },

    /** Corrects an event; on a finished game the result is corrected and the bracket re-flows. */
    async correctEvent(
      actor: Actor,
      gameId: string,
      eventId: string,
      input: CorrectGameEvent,
    ): Promise<RecordedGameEvent> {
      assertCan(actor, 'game.record');
      const result = await onGame(gameId, async (repos, game) => {
        const stored = await repos.gameRecording.findEvent(eventId);
        if (!stored || stored.gameId !== gameId) throw new AppError(404, 'GAME_EVENT_NOT_FOUND');
        if (input.shootout && game.status !== 'finished') {
          throw new AppError(400, 'VALIDATION_FAILED', { shootout: 'INVALID_VALUE' });
        }
        if (input.version !== undefined && input.version !== stored.version) throw new AppError(409, 'CONFLICT');
        const team = input.team ?? (stored.team === 2 ? 2 : 1);
        // A player stays only while they belong to the (possibly new) team.
        const playerId = input.playerId !== undefined ? input.playerId : stored.playerId;
        await checkPlayer(repos, game, team, playerId);
        const changes = {
          ...(input.kind !== undefined ? { kind: input.kind } : {}),
          ...(input.team !== undefined ? { team: input.team } : {}),
          ...(input.minute !== undefined ? { minute: input.minute } : {}),
          ...(input.playerId !== undefined ? { playerId: input.playerId } : {}),
        };
        if (!(await repos.gameRecording.updateEvent(eventId, input.version ?? null, changes))) {
          throw new AppError(409, 'CONFLICT');
        }
        const after = await rescore(repos, game, input.shootout);
        const event = await orNotFound(repos.gameRecording.findEvent(eventId), 'GAME_EVENT_NOT_FOUND');
        return { tournamentId: game.tournamentId, event: { ...presentEvent(event), game: presentGame(after) } };
      });
      changed(result.tournamentId);
      return result.event;
    },

    /** Undo: removes an event; on a finished game a result correction. Answers the game after it. */
    async deleteEvent(actor: Actor, gameId: string, eventId: string, shootout?: Score): Promise<Game> {
      assertCan(actor, 'game.record');
      const game = await onGame(gameId, async (repos, game) => {
        const stored = await repos.gameRecording.findEvent(eventId);
        if (!stored || stored.gameId !== gameId) throw new AppError(404, 'GAME_EVENT_NOT_FOUND');
        if (shootout && game.status !== 'finished') {
          throw new AppError(400, 'VALIDATION_FAILED', { shootout: 'INVALID_VALUE' });
        }
        await repos.gameRecording.deleteEvent(eventId, gameId);
        return rescore(repos, game, shootout);
      });
      changed(game.tournamentId);
      return presentGame(game);
    },

    /**
     * Puts a started game back to scheduled: its events, score, shootout and
     * periods go. A knockout winner leaves the later slots it reached; refused
     * with 409 `DEPENDENT_GAME_STARTED` while a later game built on it has
     * started (reset that one first, PRODUCT.md §7).
     */
    async reset(actor: Actor, gameId: string, input: ResetGame): Promise<Game> {
      assertCan(actor, 'game.record');
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
      assertCan(actor, 'game.record');
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
      assertCan(actor, 'game.record');
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

export type GameRecordingService = ReturnType<typeof gameRecordingService>;
