// The game recording API's shapes (core contracts/game-events.ts, decision 022), under the
// names the recording screen uses: one file, so a contract change is one place to follow.
import type {
  CorrectGameEvent,
  GameEvent,
  GameEventKind,
  GameEventPlayer,
  GamePeriod,
  GameRecord,
  RecordGameEvent,
  RecordedGameEvent,
} from '@touchline/core';

export type { CorrectGameEvent, GameEvent, GameEventKind, GameEventPlayer, GamePeriod, GameRecord, RecordedGameEvent };

/** What the recorder sends for a new event: the client-chosen id makes a resend safe. */
export type GameEventDraft = Omit<RecordGameEvent, 'correction'>;

/** 1: the game's team1; 2: its team2. */
export type TeamSide = GameEventDraft['team'];

/** The periods the recorder moves a running game to (fullTime comes with finishing). */
export type RunningPeriod = Exclude<GamePeriod, 'fullTime'>;
