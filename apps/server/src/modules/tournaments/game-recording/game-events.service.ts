import {
  countsAlike,
  type Actor,
  type CorrectGameEvent,
  type Game,
  type RecordGameEvent,
  type RecordedGameEvent,
  type Score,
} from '@touchline/core';
import { AppError, orNotFound } from '../../../http/errors.js';
import type { GameNotifier } from '../../push/push.service.js';
import { presentGame } from '../shared/tournament.presenter.js';
import { presentEvent } from './game-event.presenter.js';
import { Unchanged, sameEvent, type RecordingSteps } from './game-recording.steps.js';

/** A game's goals and cards: recording, correcting and undoing them, each with a client-chosen id. */
export function gameEventsService(
  steps: RecordingSteps,
  notify: GameNotifier,
  changed: (tournamentId: string) => void,
) {
  const { onGame, checkPlayer, assertWithinLimits, rescore, assertRecordable, unlessUnchanged } = steps;
  return {
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
      await steps.assertMayRecord(actor, gameId);
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
          await assertWithinLimits(repos, gameId, {
            kind: input.kind,
            team: input.team,
            playerId: input.playerId ?? null,
          });
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
      await steps.assertMayRecord(actor, gameId);
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
        const before = { kind: stored.kind, team: stored.team, playerId: stored.playerId };
        const corrected = { kind: input.kind ?? stored.kind, team, playerId: playerId ?? null };
        if (!countsAlike(before, corrected)) await assertWithinLimits(repos, gameId, corrected, eventId);
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
      await steps.assertMayRecord(actor, gameId);
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
  };
}
