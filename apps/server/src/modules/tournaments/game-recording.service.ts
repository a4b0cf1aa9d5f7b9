import {
  dependentGames,
  knockoutWinner,
  recordKnockoutResult,
  resetKnockoutGame,
  type Actor,
  type Bracket,
  type CorrectGameEvent,
  type FinishGame,
  type Game,
  type GameEvent,
  type GameRecord,
  type KnockoutResult,
  type RecordGameEvent,
  type ResetGame,
  type RecordedGameEvent,
  type Score,
  type CorrectShootout,
  type SetGamePeriod,
  type StartGame,
} from '@touchline/core';
import { dbValues, type Engine } from '../../db/database.js';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type {
  GameEventWithPlayer,
  GameRecordingChanges,
  GameRecordingRepository,
} from './game-recording.repository.js';
import { presentGame } from './tournament.presenter.js';
import type { GameRow, TournamentsRepository } from './tournaments.repository.js';

export type GameRecordingStore = Store<{ tournaments: TournamentsRepository; gameRecording: GameRecordingRepository }>;
type Repositories = Omit<GameRecordingStore, 'transaction'>;

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

export function presentEvent(row: GameEventWithPlayer): GameEvent {
  const named = row.playerId !== null && row.playerFirstName !== null;
  return {
    id: row.id,
    gameId: row.gameId,
    kind: row.kind as GameEvent['kind'],
    team: row.team === 2 ? 2 : 1,
    minute: row.minute,
    // Back number and name only, whoever asks (PRODUCT.md §4: what a start list shows).
    player: named
      ? {
          id: row.playerId as string,
          name: `${row.playerFirstName ?? ''} ${row.playerLastName ?? ''}`.trim(),
          backNumber: row.playerBackNumber,
        }
      : null,
    createdAt: new Date(row.createdAt).toISOString(),
    version: row.version,
  };
}

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
 * Thrown inside a transaction to roll back the version it counted and answer
 * with a stored result instead: a resent event changes nothing.
 */
class Unchanged<T> extends Error {
  constructor(readonly value: T) {
    super('unchanged');
  }
}

/**
 * Recording a game (issue 11, decision 022): starting it, its periods, its
 * goals and cards as events with client-chosen ids, finishing it (a drawn
 * knockout game needs a shootout winner) and correcting a finished result,
 * which re-flows the bracket. Every write runs in one transaction that first
 * counts a new tournament version: that locks the tournament row, so writes
 * to one tournament queue up and each sees the one before. Every change is
 * published on the `tournament` topic after it is committed.
 */
export function gameRecordingService(store: GameRecordingStore, bus: EventBus, engine: Engine) {
  const values = dbValues(engine);
  const changed = (tournamentId: string) => bus.publish('tournament', [tournamentId]);

  /** Locks the game's tournament (a new version) and reads the game as it is now. */
  async function lockGame(repos: Repositories, gameId: string): Promise<GameRow> {
    if (!(await repos.gameRecording.touchTournamentOf(gameId))) throw new AppError(404, 'GAME_NOT_FOUND');
    return orNotFound(repos.tournaments.findGame(gameId), 'GAME_NOT_FOUND');
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

  /**
   * The knockout as it stands: the stored bracket's shape with each game's
   * teams, status and result from the game rows, which are the truth
   * (decision 022).
   */
  async function currentBracket(repos: Repositories, tournamentId: string): Promise<Bracket | null> {
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
      game.result = null;
      game.winner = null;
      if (row.status === 'finished' && row.team1Id !== null && row.team2Id !== null) {
        const result = resultOf(row);
        const decided = knockoutWinner(row.team1Id, row.team2Id, result);
        game.result = result;
        game.winner = decided.ok ? decided.winner : null;
      }
    }
    return bracket;
  }

  /**
   * Records a finished knockout game's result in the bracket and moves the
   * winner on: the next games' slots in the game rows follow. A result that
   * changes the winner of a game whose later games have started is refused
   * (409 `DEPENDENT_GAME_STARTED`, PRODUCT.md §7).
   */
  async function flowKnockout(repos: Repositories, game: GameRow, result: KnockoutResult): Promise<void> {
    if (game.phase !== 'knockout') return;
    const bracket = await currentBracket(repos, game.tournamentId);
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
    await storeBracket(repos, game, outcome.bracket);
  }

  /** Stores the re-flowed bracket and writes the later games' teams on their rows. */
  async function storeBracket(repos: Repositories, game: GameRow, bracket: Bracket): Promise<void> {
    // The stored bracket follows, so applying group results and swaps (decision 023) start from it.
    await repos.tournaments.setBracket(game.tournamentId, JSON.stringify(bracket));
    const rows = new Map((await repos.tournaments.games(game.tournamentId)).map((g) => [g.key, g] as const));
    for (const later of dependentGames(bracket, game.key)) {
      const row = rows.get(later.id);
      if (!row || (row.team1Id === later.slot1.team && row.team2Id === later.slot2.team)) continue;
      await repos.gameRecording.updateGame(row.id, null, { team1Id: later.slot1.team, team2Id: later.slot2.team });
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
    if (game.phase === 'knockout') await flowKnockout(repos, game, { ...score, shootout });
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
        const game = await lockGame(repos, gameId);
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
      const game = await store.transaction(async (repos) => {
        const game = await lockGame(repos, gameId);
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
        store.transaction(async (repos) => {
          const game = await lockGame(repos, gameId);
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
      if (outcome.changed) changed(outcome.value.tournamentId);
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
      const result = await store.transaction(async (repos) => {
        const game = await lockGame(repos, gameId);
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
      const game = await store.transaction(async (repos) => {
        const game = await lockGame(repos, gameId);
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
        const game = await lockGame(repos, gameId);
        if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
        if (game.status === 'scheduled') throw new AppError(409, 'GAME_NOT_STARTED');
        const bracket = game.phase === 'knockout' ? await currentBracket(repos, game.tournamentId) : null;
        if (bracket !== null && bracket.games.some((g) => g.id === game.key)) {
          const outcome = resetKnockoutGame(bracket, game.key);
          if (!outcome.ok) throw knockoutRefusal(outcome.code);
          await storeBracket(repos, game, outcome.bracket);
        }
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
        const game = await lockGame(repos, gameId);
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
        const game = await lockGame(repos, gameId);
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
        await flowKnockout(repos, finished, { ...score, shootout });
        return orNotFound(repos.tournaments.findGame(game.id), 'GAME_NOT_FOUND');
      });
      changed(game.tournamentId);
      return presentGame(game);
    },
  };
}

export type GameRecordingService = ReturnType<typeof gameRecordingService>;

function resultOf(row: Pick<GameRow, 'goals1' | 'goals2' | 'shootout1' | 'shootout2'>): KnockoutResult {
  return {
    goals1: row.goals1,
    goals2: row.goals2,
    shootout:
      row.shootout1 === null || row.shootout2 === null ? null : { goals1: row.shootout1, goals2: row.shootout2 },
  };
}

/** The engine's knockout codes as the API's refusals. */
function knockoutRefusal(code: string): AppError {
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
