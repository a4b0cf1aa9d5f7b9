import type { Actor, CountedGameEvent, GameEventLimit, RecordGameEvent, Score } from '@touchline/core';
import { gameEventLimitExceeded, type FieldErrorCode } from '@touchline/core';
import { dbValues, type Engine } from '../../../db/database.js';
import type { Store } from '../../../db/unit-of-work.js';
import { AppError, orNotFound } from '../../../http/errors.js';
import { assertMayRecord, mayRecord } from '../../officials/may-record.service.js';
import type { OfficialsRepository } from '../../officials/officials.repository.js';
import { resultOf, scoreOf } from '../shared/game-result.js';
import { knockoutFlow } from '../shared/knockout-flow.js';
import type { GameChanges, GameRow, TournamentsRepository } from '../shared/tournaments.repository.js';
import { reapplyAfterCorrection } from '../standings/knockout.service.js';
import type { StandingsRepository } from '../standings/standings.repository.js';
import type { GameEventWithPlayer, GameRecordingRepository } from './game-recording.repository.js';

export type GameRecordingStore = Store<{
  tournaments: TournamentsRepository;
  gameRecording: GameRecordingRepository;
  /** A corrected group result may apply the group results again (decision 425). */
  standings: StandingsRepository;
  /** Who is the assigned official of a game (decision 454): they record it at any level. */
  officials: Pick<OfficialsRepository, 'officialOf'>;
}>;
export type Repositories = Omit<GameRecordingStore, 'transaction'>;

/** An event body as stored, for comparing a resend with what was recorded. */
export function sameEvent(stored: GameEventWithPlayer, input: RecordGameEvent): boolean {
  return (
    stored.kind === input.kind &&
    stored.team === input.team &&
    stored.minute === (input.minute ?? null) &&
    stored.playerId === (input.playerId ?? null)
  );
}

/** Where a refused event's limit shows: on its kind (a side's goals or cards) or on its player. */
const LIMIT_FIELD: Record<GameEventLimit, Record<string, FieldErrorCode>> = {
  TEAM_GOALS: { kind: 'TOO_BIG' },
  TEAM_CARDS: { kind: 'TOO_BIG' },
  PLAYER_YELLOW_CARDS: { playerId: 'TOO_BIG' },
  PLAYER_RED_CARDS: { playerId: 'TOO_BIG' },
};

/**
 * Thrown inside a transaction to roll back and answer with a stored result
 * instead: a resent event changes nothing.
 */
export class Unchanged<T> extends Error {
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
 * The steps every recording write is made of (decision 022): the locks, the
 * checks of a game's state, its players and limits, and writing the game
 * with its score derived again from the events.
 */
export function recordingSteps(store: GameRecordingStore, engine: Engine) {
  const values = dbValues(engine);

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

  async function writeGame(repos: Repositories, game: GameRow, version: number | null, changes: GameChanges) {
    if (!(await repos.tournaments.updateGame(game.id, version, changes))) throw new AppError(409, 'CONFLICT');
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

  /**
   * 409 `GAME_EVENTS_LIMIT` when `next` would take the game past its goals or
   * cards (decision 351). Run under the game's lock, so two recorders cannot
   * both add the last goal a side may have.
   */
  async function assertWithinLimits(repos: Repositories, gameId: string, next: CountedGameEvent, replacing?: string) {
    const others = (await repos.gameRecording.eventKinds(gameId)).filter((e) => e.id !== replacing);
    const limit = gameEventLimitExceeded(others, next);
    if (limit) throw new AppError(409, 'GAME_EVENTS_LIMIT', LIMIT_FIELD[limit]);
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
    const corrected = await writeGame(repos, game, null, {
      ...score,
      shootout1: shootout?.goals1 ?? null,
      shootout2: shootout?.goals2 ?? null,
    });
    // A group result corrected after the group results were applied: who qualifies may have changed.
    if (game.phase === 'group') await reapplyAfterCorrection(repos, game.tournamentId);
    return corrected;
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
    values,
    /** 404 for an unknown game, 403 unless the actor records every game (levels 0–2) or is its official (decision 454). */
    assertMayRecord: (actor: Actor, gameId: string) => assertMayRecord(store.officials, actor, gameId),
    mayRecord: (actor: Actor, gameId: string) => mayRecord(store.officials, actor, gameId),
    lockTournamentOf,
    onGame,
    writeGame,
    checkPlayer,
    assertWithinLimits,
    rescore,
    assertRecordable,
    unlessUnchanged,
  };
}

export type RecordingSteps = ReturnType<typeof recordingSteps>;
