import type { Topic } from '@touchline/core';
import { currentChangeOrigin } from './change-origin.js';

/**
 * Change events: "something with these ids changed in this topic". They carry
 * ids, never payloads, so that (a) a client refetches through the normal,
 * access-checked API and (b) events fit PostgreSQL NOTIFY (< 8,000 bytes)
 * when several instances share them (decision 026).
 */
export type ChangeEvent = {
  /** Increasing; clients send it back as Last-Event-ID. */
  id: number;
  topic: Topic;
  ids: string[];
  /** When it was published (ms since the epoch, the publishing instance's clock): for the event-lag metric. */
  publishedAt: number;
  /** The tab whose request published it (change-origin.ts): only ever compared, never sent. */
  origin?: string;
};

/** The topics are core's one list (contracts/events.ts). */
export { TOPICS, type Topic } from '@touchline/core';

export type Listener = (event: ChangeEvent) => void;

export interface EventBus {
  /** Call after the change is committed. The request's tab, if any, goes with it (change-origin.ts). */
  publish(topic: Topic, ids: string[]): void;
  /**
   * Every event from now on, in id order. `onResync` is called when the bus
   * may have missed events (its shared channel dropped): the subscriber
   * should tell its client to refetch everything.
   */
  subscribe(listener: Listener, onResync?: () => void): () => void;
  /** Events after `lastId`, or null when they are no longer kept (the client must resync). */
  since(lastId: number): Promise<ChangeEvent[] | null>;
  /** Stops listening and waits for events being published. */
  close(): Promise<void>;
}

/** How many events a bus keeps for reconnecting clients. */
export const REPLAY_BUFFER_SIZE = 1000;

/** Single-process bus with a bounded replay buffer for reconnecting clients (SQLite). */
export function createInProcessEventBus(bufferSize = REPLAY_BUFFER_SIZE): EventBus {
  const listeners = new Set<Listener>();
  const buffer: ChangeEvent[] = [];
  let nextId = 1;
  return {
    publish(topic, ids) {
      const origin = currentChangeOrigin();
      const event: ChangeEvent = { id: nextId++, topic, ids, publishedAt: Date.now(), ...(origin ? { origin } : {}) };
      buffer.push(event);
      if (buffer.length > bufferSize) buffer.shift();
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async since(lastId) {
      if (lastId >= nextId) return null; // an id from another process lifetime
      const oldest = buffer[0]?.id ?? nextId;
      if (lastId + 1 < oldest) return null;
      return buffer.filter((e) => e.id > lastId);
    },
    async close() {
      listeners.clear();
    },
  };
}
