import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { TOPICS, type Topic } from '@touchline/core';
import { meQueryKey } from './auth/get-me';
import { APP_RESUME_EVENT } from './native/app-resume-event';
import { TAB_ID } from './tab-id';
import { tournamentsQueryKeys } from './tournament-keys';

/**
 * The live channel (decision 210): one Server-Sent Events stream per tab on
 * `GET /api/events?topics=…` (server decision 008). Events name what changed
 * (`{ topic, ids }`), never the data; the client invalidates the matching
 * TanStack Query caches and refetches through the access-checked API.
 *
 * Native EventSource, no library: this module loads at start, with the deferred chrome.
 */

/** Topics the server publishes: core's TOPICS, the one list both sides use. */
export const LIVE_TOPICS = TOPICS;

export type LiveTopic = Topic;

export interface LiveChange {
  topic: LiveTopic;
  ids: string[];
  /** This tab's own write caused it, and the tab applied the answer already (decision 390). */
  echo?: true;
}

/**
 * Dispatched on `window` after each change is handled, with the LiveChange as
 * its detail: what a test (or a curious developer) waits on instead of a clock.
 */
export const LIVE_CHANGE_EVENT = 'touchline:live-change';

export interface LiveContext {
  /** The signed-in user's id. */
  meId: string;
}

/**
 * Query keys to invalidate for one change of a topic (prefixes: every query
 * under them refetches); `'any'`: every key a change of the topic could
 * touch, whatever its ids (when the stream first connects).
 */
export type TopicKeys = (ids: readonly string[] | 'any', context: LiveContext) => QueryKey[];

export type TopicKeyMap = { [Topic in LiveTopic]: TopicKeys[] };

/**
 * The topic → query keys mapping. Shared caches are mapped here; a feature
 * maps its own queries with `onLiveTopic` when its module loads (its queries
 * cannot exist before that), so lib never imports a feature.
 */
const topicKeys: TopicKeyMap = {
  // My own record drives the menus, the guards and the preferences. Not on a
  // first connection ('any'): refetching it re-renders the whole shell, which
  // cost the home page 125 ms of blocking time at start (decision 210), for a
  // level change in the instant between the first /api/me and the stream.
  user: [(ids, { meId }) => (ids !== 'any' && ids.includes(meId) ? [meQueryKey] : [])],
  // A tournament changed (settings, teams, groups, schedule, a moved game): its
  // detail and games (under the detail key), and the hub list, refetch. The keys
  // are shared (src/lib/tournament-keys.ts), so the view, the setup and the home card follow.
  tournament: [
    (ids) =>
      ids === 'any'
        ? [tournamentsQueryKeys.all]
        : [...ids.map((id) => tournamentsQueryKeys.detail(id)), tournamentsQueryKeys.list()],
  ],
};

/**
 * Lets a feature extend the mapping, e.g. in features/users:
 *   onLiveTopic('user', () => [usersQueryKeys.all]);
 * Returns a function that removes it again.
 */
export function onLiveTopic(topic: LiveTopic, keys: TopicKeys): () => void {
  topicKeys[topic].push(keys);
  return () => {
    const index = topicKeys[topic].indexOf(keys);
    if (index >= 0) topicKeys[topic].splice(index, 1);
  };
}

function isLiveTopic(value: unknown): value is LiveTopic {
  return typeof value === 'string' && (LIVE_TOPICS as readonly string[]).includes(value);
}

/** A `change` event's data, or null when it is not one we understand (newer server, garbage). */
export function parseChange(data: string): LiveChange | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { topic, ids, echo } = parsed as { topic?: unknown; ids?: unknown; echo?: unknown };
  if (!isLiveTopic(topic) || !Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  return echo === true ? { topic, ids: ids as string[], echo } : { topic, ids: ids as string[] };
}

/** The query keys one change invalidates, without duplicates. */
export function keysForChange(change: LiveChange, context: LiveContext, map: TopicKeyMap = topicKeys): QueryKey[] {
  return withoutDuplicates(map[change.topic].flatMap((mapKeys) => mapKeys(change.ids, context)));
}

/**
 * Every key a change of any topic could invalidate: what the stream's first
 * `ready` refreshes. A page fetched its data before the stream connected (the
 * channel loads with the deferred chrome), and a change in between reached
 * nobody: a goal recorded in that moment would stay missing from an open
 * card until the next one. Only what live changes touch refetches, once
 * (not `me`: see the user topic above).
 */
export function keysForAnyChange(context: LiveContext, map: TopicKeyMap = topicKeys): QueryKey[] {
  return withoutDuplicates(LIVE_TOPICS.flatMap((topic) => map[topic].flatMap((mapKeys) => mapKeys('any', context))));
}

function withoutDuplicates(keys: QueryKey[]): QueryKey[] {
  const seen = new Set<string>();
  return keys.filter((key) => {
    const hash = JSON.stringify(key);
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

/**
 * Whether a result this tab recorded itself may have changed a query
 * (decision 390). The recorder applied the write's answer to the games list
 * and the game's record; a result changes neither the tournament itself,
 * nor its rosters, nor a line-up. Everything else a tournament change maps
 * to (standings, bracket, statistics, the hub's list, a player's
 * tournaments, …) may have changed.
 */
export function changedByOwnResult(queryKey: QueryKey): boolean {
  const [root, kind, , sub] = queryKey;
  if (root === 'lineups') return false;
  if (root !== 'tournaments' || kind !== 'detail') return true;
  return queryKey.length > 3 && sub !== 'games' && sub !== 'roster';
}

/**
 * The echo of this tab's own recording write: what it may have changed is
 * marked stale for the next screen that shows it, and nothing is fetched
 * again now, so a goal costs the phone one request.
 */
function markOwnResultStale(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) {
    void queryClient.invalidateQueries({
      queryKey,
      predicate: (query) => changedByOwnResult(query.queryKey),
      refetchType: 'none',
    });
  }
}

export const BACKOFF = { initialMs: 1_000, maxMs: 30_000 } as const;

/**
 * Wait before reconnect attempt `attempt` (0 = first after an error):
 * 1 s doubling to 30 s, with "equal jitter" (half fixed, half random) so a
 * restarted server is not hit by every tab at once: 0.5–1 s, 1–2 s, 2–4 s,
 * 4–8 s, 8–16 s, 15–30 s, 15–30 s, …
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.initialMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * After the server closed this tab's stream for a newer one of the same
 * session or user (`superseded`: at most 5 per session, 10 per user, server
 * decision 345), a visible tab tries again after 60–120 s; a hidden one waits
 * until it is shown. Reconnecting at once would close the next oldest, whose
 * tab would do the same: tabs past the cap would take turns closing each
 * other's streams without end.
 */
export const SUPERSEDED_RETRY = { minMs: 60_000, maxMs: 120_000 } as const;

export function supersededDelay(random: () => number = Math.random): number {
  return Math.round(SUPERSEDED_RETRY.minMs + random() * (SUPERSEDED_RETRY.maxMs - SUPERSEDED_RETRY.minMs));
}

/**
 * The stream's URL; `lastEventId` resumes after a manual reconnect (EventSource
 * cannot set the header then); `tab` names this tab, whose own writes come back as echoes.
 */
export function eventsUrl(topics: readonly LiveTopic[], lastEventId: string | null, tab: string): string {
  const params = new URLSearchParams({ topics: topics.join(','), tab });
  if (lastEventId && /^\d+$/.test(lastEventId)) params.set('lastEventId', lastEventId);
  return `/api/events?${params.toString()}`;
}

/** What the client needs of EventSource (a fake in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveEventsOptions {
  queryClient: QueryClient;
  meId: string;
  topics?: readonly LiveTopic[];
  createEventSource?: (url: string) => EventSourceLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
  /** Calls `listener` whenever the app resumes (lib/native/app-resume.ts); returns the unsubscribe. */
  onResume?: (listener: () => void) => () => void;
  /** Whether the page is shown (a superseded stream retries only then). */
  isVisible?: () => boolean;
  /** This tab's id (lib/tab-id.ts), for the echoes of its own writes. */
  tab?: string;
  /** Told each change once it is handled; by default a LIVE_CHANGE_EVENT on `window`. */
  announce?: (change: LiveChange) => void;
}

function announceOnWindow(change: LiveChange): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(LIVE_CHANGE_EVENT, { detail: change }));
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function onWindowResume(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(APP_RESUME_EVENT, listener);
  return () => window.removeEventListener(APP_RESUME_EVENT, listener);
}

/**
 * Opens the stream and keeps it open until the returned function is called
 * (sign-out, another user, unmount):
 * - the first `ready` invalidates every key a change could touch
 *   (`keysForAnyChange`): what the page fetched before the stream connected
 *   may have missed one;
 * - `change` → invalidate the mapped keys; `resync` → invalidate everything;
 * - on an error the stream is closed and reopened by hand after
 *   `backoffDelay(attempt)`, resuming with `?lastEventId=` (the server
 *   replays what was missed, or answers `resync`); `ready` resets the backoff;
 * - a reconnect without any event id to resume from resynchronises too,
 *   since whatever happened during the gap is unknown;
 * - every error also re-checks the session (`me`): a 401 stream means the
 *   session ended, `me` turns null and the shell closes the channel;
 * - when the app resumes (decision 322) while a reconnect waits for its
 *   backoff, it reconnects now: the phone was asleep, not the server;
 * - `superseded` (the server closed this stream for a newer one of the same
 *   session or user): no reconnect but a slow one while the page is shown
 *   (`supersededDelay`), and one at once when the app resumes.
 */
export function connectLiveEvents({
  queryClient,
  meId,
  topics = LIVE_TOPICS,
  createEventSource = (url) => new EventSource(url, { withCredentials: true }) as EventSourceLike,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  random = Math.random,
  onResume = onWindowResume,
  isVisible = pageVisible,
  tab = TAB_ID,
  announce = announceOnWindow,
}: LiveEventsOptions): () => void {
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let lastEventId: string | null = null;
  let reconnecting = false;
  let connectedBefore = false;
  let closed = false;

  const open = () => {
    timer = null;
    const current = createEventSource(eventsUrl(topics, lastEventId, tab));
    source = current;
    current.addEventListener('ready', () => {
      attempt = 0;
      if (!connectedBefore) {
        connectedBefore = true;
        for (const queryKey of keysForAnyChange({ meId })) void queryClient.invalidateQueries({ queryKey });
      } else if (reconnecting && lastEventId === null) void queryClient.invalidateQueries();
      reconnecting = false;
    });
    current.addEventListener('change', (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const change = parseChange(event.data);
      if (!change) return;
      const keys = keysForChange(change, { meId });
      if (change.echo) markOwnResultStale(queryClient, keys);
      else for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      announce(change);
    });
    current.addEventListener('resync', () => {
      void queryClient.invalidateQueries();
    });
    current.addEventListener('superseded', () => {
      if (closed || source !== current) return;
      // Closed before EventSource's own retry: this tab gives way.
      current.close();
      source = null;
      reconnecting = true;
      if (!isVisible()) return; // the next resume reconnects
      timer = setTimer(() => {
        timer = null;
        if (isVisible()) open();
      }, supersededDelay(random));
    });
    current.onerror = () => {
      if (closed || source !== current) return;
      current.close();
      source = null;
      reconnecting = true;
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      timer = setTimer(open, backoffDelay(attempt++, random));
    };
  };

  open();
  const stopResume = onResume(() => {
    if (closed || source !== null) return;
    if (timer !== null) clearTimer(timer);
    attempt = 0;
    open();
  });
  return () => {
    closed = true;
    stopResume();
    if (timer !== null) clearTimer(timer);
    source?.close();
    source = null;
  };
}
