import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Outbox } from '../../../../lib/outbox/outbox';
import type { OutboxAction, OutboxEntry } from '../../../../lib/outbox/outbox-types';
import { tournamentsQueryKeys } from '../../../../lib/tournament-keys';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { applyOwnAnswers } from '../../../../lib/outbox/own-answers';
import { forgetEvent, newer, storeAnsweredGame, storeRecordedEvent } from '../../api/game-record-cache';
import { gameRecordQueryKey } from '../../api/game-record';
import type { GameEventDraft, GameRecord } from '../../api/game-types';

/** The outbox module and idb come in their own chunk, shared with the top bar's badge. */
const loadOutbox = () => import('../../../../lib/outbox/outbox').then((m) => m.getOutbox());

export interface GameOutbox {
  /** This game's entries, in recording order. */
  entries: readonly OutboxEntry[];
  /** Stores the event in the outbox (durable first), then it shows as waiting and is sent. */
  record: (draft: GameEventDraft, correction: boolean) => Promise<void>;
  /** Undo/delete: an event that never left is dropped, otherwise its removal is queued. */
  remove: (eventId: string) => Promise<void>;
  /** Start, period or finish, queued like the events (the version is resolved when it is sent). */
  act: (action: Extract<OutboxAction, { kind: 'start' | 'period' | 'finish' }>) => Promise<void>;
  retry: (seq: number) => void;
  discard: (seq: number) => void;
  sendAsCorrection: (seq: number) => void;
}

/**
 * The recorder's view of the app's outbox (decision 315) for one game: its
 * entries, and the confirmed answers put into the cached record, so the
 * screen moves from "waiting" to saved without a reload.
 */
export function useGameOutbox(tournamentId: string, game: Game, label: string): GameOutbox {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const [all, setAll] = useState<readonly OutboxEntry[]>([]);
  const gameId = game.id;

  useEffect(() => {
    let active = true;
    const unsubscribe: (() => void)[] = [];
    void loadOutbox().then((box) => {
      if (!active) return;
      setOutbox(box);
      setAll(box.entries());
      unsubscribe.push(box.subscribe(() => setAll(box.entries())));
      unsubscribe.push(
        box.onConfirmed((confirmation) => {
          const { entry } = confirmation;
          // Ratings kept offline (decision 434) are the scout's day's, not the recorder's.
          if (confirmation.kind === 'rating') return;
          if (confirmation.kind === 'event') {
            storeRecordedEvent(queryClient, entry.tournamentId || tournamentId, confirmation.event);
            return;
          }
          const tid = entry.tournamentId || tournamentId;
          if (entry.action.kind === 'remove') forgetEvent(queryClient, tid, entry.gameId, entry.action.eventId);
          const answered = confirmation.game;
          if (answered) {
            queryClient.setQueryData<GameRecord>(gameRecordQueryKey(tid, entry.gameId), (record) =>
              record ? { ...record, game: newer(record.game, answered) } : record,
            );
          }
          // A start or a period changes this game alone; a finish fills the next
          // knockout game, and a removal's answer may be empty: those read the list again.
          const kind = entry.action.kind;
          if (answered && (kind === 'start' || kind === 'period')) storeAnsweredGame(queryClient, tid, answered);
          else void queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.games(tid), exact: true });
        }),
      );
      // From here on this tab applies the outbox's answers: its writes skip their echo (decision 390).
      unsubscribe.push(applyOwnAnswers());
    });
    return () => {
      active = false;
      for (const stop of unsubscribe) stop();
    };
  }, [queryClient, tournamentId]);

  const entries = useMemo(() => all.filter((e) => e.gameId === gameId), [all, gameId]);
  const ready = useCallback(async () => outbox ?? (await loadOutbox()), [outbox]);
  const base = { gameId, tournamentId, label };

  return {
    entries,
    record: async (draft, correction) => {
      await (await ready()).enqueue({ ...base, version: game.version, action: { kind: 'record', draft, correction } });
    },
    remove: async (eventId) => {
      await (await ready()).removeEvent({ ...base, eventId });
    },
    act: async (action) => {
      await (await ready()).enqueue({ ...base, version: game.version, action });
    },
    retry: (seq) => void ready().then((box) => box.retry(seq)),
    discard: (seq) => void ready().then((box) => box.discard(seq)),
    sendAsCorrection: (seq) => void ready().then((box) => box.sendAsCorrection(seq)),
  };
}
