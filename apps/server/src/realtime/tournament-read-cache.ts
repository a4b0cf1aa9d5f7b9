import type { EventBus } from './event-bus.js';

/** Tournaments whose views are kept at once; the least recently read go first. */
export const CACHED_TOURNAMENTS = 500;

export type TournamentReadCache = {
  /**
   * The view `view` of tournament `id`: the one in memory, else `load()`'s
   * answer, kept until the tournament changes. Concurrent reads of a view
   * not in memory share one load. A load that fails is not kept.
   */
  read<T>(id: string, view: string, load: () => Promise<T>): Promise<T>;
  /** Forgets a tournament's views (it changed). */
  forget(ids: readonly string[]): void;
};

/**
 * What every follower of a tournament reads after each change — its games,
 * standings and bracket — is the same for every viewer who may view it, and
 * changes only with the tournament. With thousands of followers, each change
 * sends each of them to refetch (decision 008), so the views are computed
 * once per change and served from memory after (decision 028).
 *
 * A view is forgotten when its tournament's `tournament` event arrives (from
 * any instance, through the bus) and, on the instance that wrote, already
 * when the change is published (`publishingThrough`), so the writer reads
 * its own write. A load started before a change is dropped with the entry,
 * so it never outlives the change.
 */
export function createTournamentReadCache(bus: EventBus, size = CACHED_TOURNAMENTS): TournamentReadCache {
  const views = new Map<string, Map<string, Promise<unknown>>>();
  const forget = (ids: readonly string[]) => {
    for (const id of ids) views.delete(id);
  };
  bus.subscribe(
    (event) => {
      if (event.topic === 'tournament') forget(event.ids);
    },
    // The shared channel dropped: any change may have been missed.
    () => views.clear(),
  );
  return {
    forget,
    read<T>(id: string, view: string, load: () => Promise<T>): Promise<T> {
      let entry = views.get(id);
      if (entry) {
        // Most recently read last (Map order).
        views.delete(id);
        views.set(id, entry);
      } else {
        entry = new Map();
        views.set(id, entry);
        if (views.size > size) views.delete(views.keys().next().value as string);
      }
      const kept = entry.get(view) as Promise<T> | undefined;
      if (kept) return kept;
      const loading = load();
      entry.set(view, loading);
      const owner = entry;
      loading.catch(() => {
        if (owner.get(view) === loading) owner.delete(view);
      });
      return loading;
    },
  };
}

/** The bus as the tournament services see it: publishing a change also forgets its views here at once. */
export function publishingThrough(bus: EventBus, cache: TournamentReadCache): EventBus {
  return {
    ...bus,
    publish(topic, ids) {
      if (topic === 'tournament') cache.forget(ids);
      bus.publish(topic, ids);
    },
  };
}
