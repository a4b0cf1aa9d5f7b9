import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { can, isLevel, isTopic, type Actor } from '@touchline/core';
import { withAccess } from '../http/access.js';
import { AppError } from '../http/errors.js';
import { TOPICS, type ChangeEvent, type EventBus } from './event-bus.js';
import { createFanOut } from './fan-out.js';
import { tabIdOf } from './change-origin.js';
import { sseChunk, writeSseChunk } from './sse-chunks.js';

const HEARTBEAT_MS = 25_000;
export const EVENTS_PATH = '/api/events';
const RETRY_MS = 3_000;
/**
 * Streams one session (one browser) may hold open, and one user across all
 * their sessions (decision 345): a new one past either closes that owner's
 * oldest with a `superseded` event. One account can no longer hold the
 * server's connections; a user with many tabs on a phone and a laptop keeps
 * the newest.
 */
export const MAX_STREAMS_PER_SESSION = 5;
export const MAX_STREAMS_PER_USER = 10;
/** What a superseded client's EventSource waits before it reconnects by itself (the web client does not: lib/live-events.ts). */
const SUPERSEDED_RETRY_MS = 60_000;

export type EventsDeps = {
  bus: EventBus;
  /** The security headers as a flat list (security-headers.ts): this route writes its own head. */
  securityHeaders: string[];
  /** Current level of a user, or null when the user no longer exists. */
  levelOf: (userId: string) => Promise<number | null>;
  /** Told how many streams are open after each opens or closes (the metrics). */
  onStreamsChanged?: (open: number) => void;
  /** The session a signed-in request came from (auth/session.ts `sessionIdOf`). */
  sessionOf: (request: FastifyRequest) => string | null;
};

/**
 * Who may see which ids of which topic. Events carry ids only; what the ids
 * stand for is fetched through the access-checked API.
 */
function visibleIds(event: ChangeEvent, viewer: Actor): string[] {
  switch (event.topic) {
    case 'user':
      // Own record for everyone; every record for user-overview readers.
      return can(viewer, 'users.view', undefined) ? event.ids : event.ids.filter((id) => id === viewer.id);
    case 'tournament':
      // Every signed-in level may view tournaments (docs/product/levels-and-access.md).
      return can(viewer, 'tournament.view', undefined) ? event.ids : [];
  }
}

/** `echo`: the change came from this stream's own tab (decision 390), which applied it already. */
function frame(event: ChangeEvent, ids: string[], echo = false): string {
  const data = echo ? { topic: event.topic, ids, echo } : { topic: event.topic, ids };
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}

type Frame = { text: string; chunk: Buffer };
const frameOfText = (text: string): Frame => ({ text, chunk: sseChunk(text) });
const HEARTBEAT = frameOfText(': heartbeat\n\n');
const RESYNC = frameOfText('event: resync\ndata: {}\n\n');
const READY = frameOfText('event: ready\ndata: {}\n\n');
const SUPERSEDED = frameOfText(`retry: ${SUPERSEDED_RETRY_MS}\nevent: superseded\ndata: {}\n\n`);

// One event goes to every open stream: the frame for all its ids is built
// and framed as a chunk once, not once per follower (10,000 followers,
// docs/benchmarks.md, decision 054).
const fullFrames = new WeakMap<ChangeEvent, Frame>();
function frameOf(event: ChangeEvent): Frame {
  let built = fullFrames.get(event);
  if (built === undefined) {
    built = frameOfText(frame(event, event.ids));
    fullFrames.set(event, built);
  }
  return built;
}

const send = (res: ServerResponse, { chunk, text }: Frame) => writeSseChunk(res, chunk, text);

/** One open stream: what it follows, who watches, and where its replay stands. */
type Follower = {
  res: ServerResponse;
  topics: ReadonlySet<string>;
  viewer: Actor;
  /** Live events held back while the replay is read (null once it is written). */
  held: ChangeEvent[] | null;
  /** The last event id written: nothing is sent twice or out of order. */
  lastSent: number;
  /** The session it was opened with (for the per-session cap). */
  session: string;
  /** The tab it belongs to (`?tab=`), whose own changes it gets marked as echoes. */
  tab: string | undefined;
};

const eventsQuerySchema = z.object({
  topics: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const topics = value ? value.split(',').map((t) => t.trim()) : [...TOPICS];
      for (const topic of topics) {
        if (!isTopic(topic)) {
          ctx.addIssue({ code: 'invalid_value', values: [...TOPICS], input: topic });
          return z.NEVER;
        }
      }
      return new Set(topics);
    }),
  /** For clients that reconnect by hand (EventSource cannot set Last-Event-ID then). */
  lastEventId: z.coerce.number().int().min(0).optional(),
  /** The tab's id (change-origin.ts); one that is not a tab id is ignored, as on writes. */
  tab: z.string().max(200).optional(),
});

/** Open streams per session and per user, oldest first: a new stream past a cap tells the oldest `superseded` and closes it. */
function streamCaps() {
  const bySession = new Map<string, Follower[]>();
  const byUser = new Map<string, Follower[]>();
  const forgetIn = (owners: Map<string, Follower[]>, key: string, follower: Follower) => {
    const open = owners.get(key);
    const index = open?.indexOf(follower) ?? -1;
    if (!open || index < 0) return;
    open.splice(index, 1);
    if (open.length === 0) owners.delete(key);
  };
  const forget = (follower: Follower) => {
    forgetIn(bySession, follower.session, follower);
    forgetIn(byUser, follower.viewer.id, follower);
  };
  /** Counts the new stream against its session and user; the oldest past a cap is told and closed. */
  const admit = (follower: Follower) => {
    for (const [owners, key, max] of [
      [bySession, follower.session, MAX_STREAMS_PER_SESSION],
      [byUser, follower.viewer.id, MAX_STREAMS_PER_USER],
    ] as const) {
      const open = owners.get(key) ?? [];
      owners.set(key, open);
      open.push(follower);
      while (open.length > max) {
        const oldest = open[0] as Follower;
        forget(oldest);
        send(oldest.res, SUPERSEDED);
        oldest.res.end();
      }
    }
  };

  return { admit, forget };
}

/**
 * GET /api/events: one Server-Sent Events stream per tab, at most
 * MAX_STREAMS_PER_SESSION per session and MAX_STREAMS_PER_USER per user (the
 * oldest is closed with `superseded`). Sends `change`
 * events ({ topic, ids }) with ids the client sends back as Last-Event-ID on
 * reconnect; missed events are replayed, or a `resync` event tells the
 * client to refetch everything.
 */
export function eventsRoutes({
  bus,
  securityHeaders,
  levelOf,
  onStreamsChanged = () => {},
  sessionOf,
}: EventsDeps): FastifyPluginAsyncZod {
  // The whole head, built once: no header object per open stream (decision 048).
  const head = [
    ...securityHeaders,
    'content-type',
    'text/event-stream; charset=utf-8',
    'cache-control',
    'no-cache, no-transform',
    'connection',
    'keep-alive',
    'x-accel-buffering',
    'no',
  ];
  return async (app) => {
    const { admit, forget } = streamCaps();

    const sendOnce = (follower: Follower, event: ChangeEvent) => {
      if (event.id <= follower.lastSent) return;
      follower.lastSent = event.id;
      const { res, topics, viewer } = follower;
      if (topics.has(event.topic)) {
        const ids = visibleIds(event, viewer);
        const echo = event.origin !== undefined && event.origin === follower.tab;
        if (ids.length > 0)
          send(res, ids === event.ids && !echo ? frameOf(event) : frameOfText(frame(event, ids, echo)));
      }
      // A change to the viewer's own record may change what they may see.
      if (event.topic === 'user' && event.ids.includes(viewer.id)) {
        // Unknown (the database failed): the stream ends, and the client's
        // reconnect is checked afresh. Never a rejection nobody handles.
        void levelOf(viewer.id).then(
          (current) => {
            if (current === null || !isLevel(current)) res.end();
            else follower.viewer = { ...follower.viewer, level: current };
          },
          () => res.end(),
        );
      }
    };

    // One bus subscription for every stream, not one closure set per stream;
    // the fan-out writes a slice of streams at a time (decision 054). Heartbeats
    // and resyncs reach 10,000 streams too, so they take the same sliced path:
    // a frame of their own, written whether or not the stream's replay is held.
    const followers = createFanOut<Follower, ChangeEvent | Frame>((follower, item) => {
      if (!('topic' in item)) send(follower.res, item);
      else if (follower.held) follower.held.push(item);
      else sendOnce(follower, item);
    });
    const unsubscribe = bus.subscribe(
      (event) => followers.publish(event),
      () => followers.publish(RESYNC),
    );
    // One heartbeat timer for every stream, not one per stream: a Timeout and
    // its closure per follower add up at 10,000 followers (decision 048).
    const heartbeat = setInterval(() => followers.publish(HEARTBEAT), HEARTBEAT_MS);
    heartbeat.unref();
    // Streams never go idle on their own; end them so shutdown is not held up.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      unsubscribe();
      followers.forEach((follower) => follower.res.end());
    });

    app.get(
      EVENTS_PATH,
      withAccess('signedIn', {
        schema: {
          tags: ['realtime'],
          summary: 'Live change events (Server-Sent Events)',
          querystring: eventsQuerySchema,
        },
      }),
      async (request, reply) => {
        const actor = await request.actor();
        if (!actor) throw new AppError(401, 'UNAUTHENTICATED');

        const res = reply.raw;
        reply.hijack();
        res.writeHead(200, head);
        // Node keeps the head it wrote (`_header`) for the life of the
        // response, as it built it: a tree of about 70 concatenated pieces,
        // 2–3 KB per stream. Reading a character makes V8 flatten it in place
        // into one string of about 1 KB (decision 048).
        const written = (res as unknown as { _header?: unknown })._header;
        if (typeof written === 'string') written.charCodeAt(0);
        // Through Node's own path: it sends the head with it. Later frames may go straight to the socket (sse-chunks.ts).
        res.write(`retry: ${RETRY_MS}\n\n`);

        // Follow before reading what was missed, and hold live events back
        // until the replay is written: nothing falls between the two, and
        // nothing is sent twice or out of order.
        const follower: Follower = {
          res,
          topics: request.query.topics,
          viewer: actor,
          held: [],
          lastSent: 0,
          session: sessionOf(request) ?? `user:${actor.id}`,
          tab: tabIdOf(request.query.tab),
        };
        followers.add(follower);
        admit(follower);
        onStreamsChanged(followers.size);
        res.on('close', () => {
          followers.delete(follower);
          forget(follower);
          onStreamsChanged(followers.size);
        });

        const lastEventId = Number(request.headers['last-event-id'] ?? request.query.lastEventId);
        if (Number.isInteger(lastEventId) && lastEventId > 0) {
          const missed = await bus.since(lastEventId).catch(() => null);
          if (missed === null) send(res, RESYNC);
          else {
            follower.lastSent = lastEventId;
            for (const event of missed) sendOnce(follower, event);
          }
        }
        const live = follower.held;
        follower.held = null;
        for (const event of live ?? []) sendOnce(follower, event);
        send(res, READY);
      },
    );
  };
}
