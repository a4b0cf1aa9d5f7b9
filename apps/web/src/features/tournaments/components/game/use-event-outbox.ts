import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { deleteGameEvent, forgetEvent, recordGameEvent, storeRecordedEvent } from '../../api/game-events';
import type { GameEventDraft } from '../../api/game-types';
import type { OutboxEntry } from './game-model';

const storageKey = (gameId: string) => `touchline.game-outbox.${gameId}`;

/**
 * What was not confirmed when the page closed comes back as failed, to send
 * again: a resend with the same id is safe (the server answers with the
 * stored event), so an event typed while offline is never lost.
 */
function loadOutbox(gameId: string): OutboxEntry[] {
  try {
    const raw = window.localStorage.getItem(storageKey(gameId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown): OutboxEntry[] => {
      const e = entry as Partial<OutboxEntry> & { draft?: GameEventDraft; eventId?: string };
      if (e.op === 'record' && e.draft && typeof e.draft.id === 'string') {
        return [{ op: 'record', draft: e.draft, state: 'failed' }];
      }
      if (e.op === 'remove' && typeof e.eventId === 'string')
        return [{ op: 'remove', eventId: e.eventId, state: 'failed' }];
      return [];
    });
  } catch {
    return [];
  }
}

function saveOutbox(gameId: string, outbox: readonly OutboxEntry[]) {
  try {
    if (outbox.length === 0) window.localStorage.removeItem(storageKey(gameId));
    else
      window.localStorage.setItem(
        storageKey(gameId),
        JSON.stringify(
          outbox.map((e) => (e.op === 'record' ? { op: e.op, draft: e.draft } : { op: e.op, eventId: e.eventId })),
        ),
      );
  } catch {
    // Storage full or refused (private mode): the outbox still lives in memory.
  }
}

const sameEntry = (a: OutboxEntry, b: OutboxEntry) =>
  a.op === 'record' && b.op === 'record'
    ? a.draft.id === b.draft.id
    : a.op === 'remove' && b.op === 'remove' && a.eventId === b.eventId;

/** The event is gone already (the other recorder removed it): the removal has nothing left to do. */
const alreadyGone = (error: unknown) => isApiError(error) && error.status === 404 && error.code !== 'GAME_NOT_FOUND';

export interface EventOutbox {
  outbox: OutboxEntry[];
  /** Shows the event at once as "saving…" and sends it; a failure shows at once, with `retry`. */
  record: (draft: GameEventDraft) => void;
  /** Removes a stored event (undo, delete); an event that never reached the server is just dropped. */
  remove: (eventId: string, stored: boolean) => void;
  /** Sends a failed entry again, with the same event id. */
  retry: (id: string) => void;
  /** Gives up a failed entry. */
  discard: (id: string) => void;
}

const entryId = (entry: OutboxEntry) => (entry.op === 'record' ? entry.draft.id : entry.eventId);

/**
 * The recorder's outbox for one game (decision 272): every write is shown
 * before the server answers and kept (also in localStorage) until it does.
 * Requests give up after GAME_REQUEST_TIMEOUT_MS, so nothing spins forever.
 */
export function useEventOutbox(tournamentId: string, gameId: string, correction: boolean): EventOutbox {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<OutboxEntry[]>(() => loadOutbox(gameId));

  useEffect(() => saveOutbox(gameId, outbox), [gameId, outbox]);

  const settle = useCallback(
    (entry: OutboxEntry, error?: unknown) =>
      setOutbox((list) =>
        error === undefined
          ? list.filter((e) => !sameEntry(e, entry))
          : list.map((e) => (sameEntry(e, entry) ? { ...entry, state: 'failed' as const, error } : e)),
      ),
    [],
  );

  const send = useCallback(
    (entry: OutboxEntry) => {
      const sending = { ...entry, state: 'saving' as const, error: undefined };
      setOutbox((list) =>
        list.some((e) => sameEntry(e, entry))
          ? list.map((e) => (sameEntry(e, entry) ? sending : e))
          : [...list, sending],
      );
      if (entry.op === 'record') {
        recordGameEvent(gameId, entry.draft, correction).then(
          (recorded) => {
            storeRecordedEvent(queryClient, tournamentId, recorded);
            settle(entry);
          },
          (error: unknown) => settle(entry, error),
        );
      } else {
        deleteGameEvent(gameId, entry.eventId).then(
          () => {
            forgetEvent(queryClient, tournamentId, gameId, entry.eventId);
            settle(entry);
          },
          (error: unknown) => {
            if (!alreadyGone(error)) return settle(entry, error);
            forgetEvent(queryClient, tournamentId, gameId, entry.eventId);
            settle(entry);
          },
        );
      }
    },
    [gameId, tournamentId, queryClient, settle, correction],
  );

  const record = useCallback((draft: GameEventDraft) => send({ op: 'record', draft, state: 'saving' }), [send]);

  const remove = useCallback(
    (eventId: string, stored: boolean) => {
      if (!stored) {
        setOutbox((list) => list.filter((e) => !(e.op === 'record' && e.draft.id === eventId)));
        return;
      }
      send({ op: 'remove', eventId, state: 'saving' });
    },
    [send],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = outbox.find((e) => entryId(e) === id && e.state === 'failed');
      if (entry) send(entry);
    },
    [outbox, send],
  );

  const discard = useCallback(
    (id: string) => setOutbox((list) => list.filter((e) => !(entryId(e) === id && e.state === 'failed'))),
    [],
  );

  return { outbox, record, remove, retry, discard };
}
