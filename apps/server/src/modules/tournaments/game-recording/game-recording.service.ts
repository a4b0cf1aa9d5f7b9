import type { Engine } from '../../../db/database.js';
import type { EventBus } from '../../../realtime/event-bus.js';
import type { GameNotifier } from '../../push/push.service.js';
import { gameClockService } from './game-clock.service.js';
import { gameEventsService } from './game-events.service.js';
import { recordingSteps, type GameRecordingStore } from './game-recording.steps.js';

export type { GameRecordingStore } from './game-recording.steps.js';

/**
 * Recording a game (decision 022): starting it, its periods, its
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
  const steps = recordingSteps(store, engine);
  const changed = (tournamentId: string) => bus.publish('tournament', [tournamentId]);
  return { ...gameClockService(store, steps, notify, changed), ...gameEventsService(steps, notify, changed) };
}

export type GameRecordingService = ReturnType<typeof gameRecordingService>;
