import { knockoutWinner, type KnockoutError } from '@touchline/core';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { OutboxEntry } from '../../../../lib/outbox/outbox-types';
import type { GameEvent, GamePeriod, RunningPeriod, TeamSide } from '../../api/game-types';
import { compareIso, todayIso } from '../../../../lib/format';

/** An event as the recorder shows it: confirmed by the server, or still in the outbox. */
export interface ShownEvent {
  id: string;
  kind: GameEvent['kind'];
  team: TeamSide;
  minute: number | null;
  /** The player's label ("7 Anna Berg"), null when none was given. */
  playerLabel: string | null;
  playerId: string | null;
  /**
   * `saved`: the server has it. `waiting`: in the outbox, waiting to sync.
   * `saving`: on its way now. `failed`: refused, the user decides. A removal
   * waiting or on its way shows `removing`, a refused one `removeFailed`.
   */
  state: 'saved' | 'waiting' | 'saving' | 'failed' | 'removing' | 'removeFailed';
  /** The stored event (saved ones): its version for corrections. */
  stored?: GameEvent;
  /** The outbox entry behind a state other than `saved` (the event's own, or its removal). */
  entry?: OutboxEntry;
}

export type { OutboxEntry };

export function playerLabel(player: { name: string; backNumber: number | null } | null): string | null {
  if (!player) return null;
  return player.backNumber === null ? player.name : `${player.backNumber} ${player.name}`;
}

const recordState = { waiting: 'waiting', sending: 'saving', refused: 'failed' } as const;
const removeState = { waiting: 'removing', sending: 'removing', refused: 'removeFailed' } as const;

/**
 * The stored events with the outbox laid over them: new events not yet saved
 * are appended (in the order they were recorded), removals mark their event.
 * An event the server already holds is shown once, as saved, even while its
 * own POST is still on its way (a live refresh can bring it first).
 */
export function shownEvents(
  stored: readonly GameEvent[],
  outbox: readonly OutboxEntry[],
  labelFor: (playerId: string) => string | null,
): ShownEvent[] {
  const storedIds = new Set(stored.map((e) => e.id));
  const removals = new Map<string, OutboxEntry>();
  for (const entry of outbox) if (entry.action.kind === 'remove') removals.set(entry.action.eventId, entry);
  const saved: ShownEvent[] = stored.map((event) => {
    const removal = removals.get(event.id);
    return {
      id: event.id,
      kind: event.kind,
      team: event.team,
      minute: event.minute,
      playerId: event.player?.id ?? null,
      playerLabel: playerLabel(event.player),
      state: removal ? removeState[removal.state] : 'saved',
      stored: event,
      ...(removal ? { entry: removal } : {}),
    };
  });
  const pending: ShownEvent[] = outbox.flatMap((entry): ShownEvent[] => {
    const { action } = entry;
    if (action.kind !== 'record' || storedIds.has(action.draft.id)) return [];
    const removal = removals.get(action.draft.id);
    return [
      {
        id: action.draft.id,
        kind: action.draft.kind,
        team: action.draft.team,
        minute: action.draft.minute ?? null,
        playerId: action.draft.playerId ?? null,
        playerLabel: action.draft.playerId ? labelFor(action.draft.playerId) : null,
        // Undone after it was sent without an answer: its removal follows it.
        state: removal ? removeState[removal.state] : recordState[entry.state],
        entry: removal ?? entry,
      },
    ];
  });
  return [...saved, ...pending];
}

/**
 * The game as the recorder shows it: the server's, moved on by the start,
 * period and finish still waiting in the outbox (the clock runs from the
 * time the button was pressed). A refused action is not shown as done.
 */
export function projectedGame(game: Game, outbox: readonly OutboxEntry[]): Game {
  let shown = game;
  for (const entry of outbox) {
    if (entry.state === 'refused') break;
    const { action } = entry;
    if (action.kind === 'start' && shown.status === 'scheduled') {
      shown = { ...shown, status: 'running', period: 'firstHalf', periodStartedAt: entry.createdAt };
    } else if (action.kind === 'period' && shown.status === 'running') {
      shown = { ...shown, period: action.period, periodStartedAt: entry.createdAt };
    } else if (action.kind === 'finish' && shown.status === 'running') {
      shown = {
        ...shown,
        status: 'finished',
        period: 'fullTime',
        periodStartedAt: entry.createdAt,
        ...action.score,
        shootout: action.shootout,
      };
    }
  }
  return shown;
}

/**
 * The score the recorder shows: the goal events on screen, saved or on their
 * way (an event being removed no longer counts). The server derives the same
 * from the goals it stores.
 */
export function shownScore(events: readonly ShownEvent[]): { goals1: number; goals2: number } {
  let goals1 = 0;
  let goals2 = 0;
  for (const event of events) {
    if (event.kind !== 'goal' || event.state === 'removing' || event.state === 'removeFailed') continue;
    if (event.team === 1) goals1 += 1;
    else goals2 += 1;
  }
  return { goals1, goals2 };
}

/**
 * The event "Undo" takes back: the last one shown that is not on its way
 * this moment nor already being removed. Undoing one still waiting takes it
 * out of the outbox; nothing is sent.
 */
export function undoTarget(events: readonly ShownEvent[]): ShownEvent | null {
  const last = events.at(-1);
  if (!last || last.state === 'saving' || last.state === 'removing') return null;
  return last;
}

/** How long before its kick-off a game starts without a question (decision 416). */
export const EARLY_START_MINUTES = 60;

/**
 * Whether starting the game now asks first (decision 416): on another day than
 * its date, or more than an hour before its kick-off, in the device's time
 * (the recorder stands at the pitch). A game without a date never asks; one
 * started late on its day does not either (game days run late).
 */
export function startIsEarly(game: Pick<Game, 'date' | 'start'>, now: Date): 'otherDay' | 'early' | null {
  if (game.date === null) return null;
  if (game.date !== todayIso(now)) return 'otherDay';
  if (game.start === null) return null;
  return game.start - (now.getHours() * 60 + now.getMinutes()) > EARLY_START_MINUTES ? 'early' : null;
}

/** The periods a recorder may move a running game to from `period`, in the order of play. */
export function nextPeriods(game: Game): RunningPeriod[] {
  const period = game.period ?? null;
  if (game.status !== 'running') return [];
  if (period === 'firstHalf') return ['halfTime'];
  if (period === 'halfTime') return ['secondHalf'];
  if (period === 'secondHalf') return game.phase === 'knockout' && game.goals1 === game.goals2 ? ['shootout'] : [];
  return [];
}

/** The length of each half of a game in minutes: knockout games may have their own game time. */
export function halfLength(tournament: Tournament, game: Game): number {
  const gameTime =
    game.phase === 'knockout' && tournament.settings.eliminationGameTime
      ? tournament.settings.eliminationGameTime
      : tournament.settings.gameTime;
  return Math.ceil(gameTime / 2);
}

/**
 * The running clock in seconds: the time since the server started the period
 * (both recorders read the same `periodStartedAt`, so their clocks agree),
 * plus the first half's length in the second half. Null when no clock runs.
 */
export function clockSeconds(game: Game, half: number, nowMs: number): number | null {
  const period: GamePeriod | null = game.period ?? null;
  if (game.status !== 'running' || !game.periodStartedAt || !period || period === 'fullTime') return null;
  const started = Date.parse(game.periodStartedAt);
  if (Number.isNaN(started)) return null;
  const elapsed = Math.max(0, Math.floor((nowMs - started) / 1000));
  return period === 'secondHalf' ? half * 60 + elapsed : elapsed;
}

/** "07:05"; minutes beyond 99 are written in full. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * The minute a new event gets by default: the match minute the clock shows
 * (the 1st minute is 0:00–0:59), or the end of the first half during the
 * break. The recorder can change it.
 */
export function currentMinute(game: Game, half: number, nowMs: number): number | null {
  if (game.period === 'halfTime') return half;
  const seconds = clockSeconds(game, half, nowMs);
  return seconds === null ? null : Math.floor(seconds / 60) + 1;
}

/** `currentMinute` now: for event handlers (a tap), never for rendering. */
export function minuteNow(game: Game, half: number): number | null {
  return currentMinute(game, half, Date.now());
}

export type FinishCheck =
  | { ok: true }
  | { ok: false; reason: Extract<KnockoutError, 'SHOOTOUT_REQUIRED' | 'SHOOTOUT_NEEDS_WINNER' | 'INVALID_SCORE'> };

/**
 * Whether the game may finish with this score and shootout (the engine's
 * `knockoutWinner` for knockout games: a draw needs a shootout with a winner).
 * Other games finish with any score and take no shootout.
 */
export function finishCheck(
  game: Game,
  score: { goals1: number; goals2: number },
  shootout: { goals1: number; goals2: number } | null,
): FinishCheck {
  if (game.phase !== 'knockout') return { ok: true };
  const result = knockoutWinner('1', '2', { ...score, shootout: score.goals1 === score.goals2 ? shootout : null });
  if (result.ok) return { ok: true };
  if (result.code === 'SHOOTOUT_REQUIRED' || result.code === 'SHOOTOUT_NEEDS_WINNER')
    return { ok: false, reason: result.code };
  return { ok: false, reason: 'INVALID_SCORE' };
}

/** A drawn knockout game: the finish form asks for the shootout. */
export function needsShootout(game: Game, score: { goals1: number; goals2: number }): boolean {
  return game.phase === 'knockout' && score.goals1 === score.goals2;
}

/**
 * The games in the order a recorder looks for them: on the chosen pitch
 * (all pitches when none is chosen) the running ones, then the next ones to
 * start; then the same on the other pitches; finished games last, latest
 * first. Games without both teams cannot be recorded yet and go after the
 * scheduled ones.
 */
export function pickerOrder(games: readonly Game[], pitch: number | null): Game[] {
  const when = (game: Game) => `${game.date ?? '9999-99-99'} ${String(game.start ?? 9999).padStart(4, '0')}`;
  const rank = (game: Game) => {
    const elsewhere = pitch !== null && game.pitch !== pitch ? 3 : 0;
    if (game.status === 'finished') return 7;
    if (game.status === 'running') return elsewhere;
    return elsewhere + (game.team1 && game.team2 ? 1 : 2);
  };
  return [...games].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byTime = compareIso(when(a), when(b));
    return a.status === 'finished' ? -byTime : byTime;
  });
}

/** The pitches games are placed on, ascending. */
export function pitchesOf(games: readonly Game[]): number[] {
  return [...new Set(games.flatMap((g) => (g.pitch === null ? [] : [g.pitch])))].sort((a, b) => a - b);
}
