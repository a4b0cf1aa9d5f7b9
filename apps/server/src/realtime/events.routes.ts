import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { can, isLevel, isTopic, type Actor } from '@touchline/core';
import { withAccess } from '../http/access.js';
import { AppError } from '../http/errors.js';
import { TOPICS, type ChangeEvent, type EventBus } from './event-bus.js';

const HEARTBEAT_MS = 25_000;
export const EVENTS_PATH = '/api/events';
const RETRY_MS = 3_000;

export type EventsDeps = {
  bus: EventBus;
  /** The security headers as a flat list (security-headers.ts): this route writes its own head. */
  securityHeaders: string[];
  /** Current level of a user, or null when the user no longer exists. */
  levelOf: (userId: string) => Promise<number | null>;
  /** Told how many streams are open after each opens or closes (the metrics). */
  onStreamsChanged?: (open: number) => void;
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

function frame(event: ChangeEvent, ids: string[]): string {
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({ topic: event.topic, ids })}\n\n`;
}

// One event goes to every open stream: the frame for all its ids is built
// once, not once per follower (10,000 followers, docs/benchmarks.md).
const fullFrames = new WeakMap<ChangeEvent, string>();
function frameOf(event: ChangeEvent): string {
  let text = fullFrames.get(event);
  if (text === undefined) {
    text = frame(event, event.ids);
    fullFrames.set(event, text);
  }
  return text;
}

/**
 * GET /api/events: one Server-Sent Events stream per tab. Sends `change`
 * events ({ topic, ids }) with ids the client sends back as Last-Event-ID on
 * reconnect; missed events are replayed, or a `resync` event tells the
 * client to refetch everything.
 */
export function eventsRoutes({
  bus,
  securityHeaders,
  levelOf,
  onStreamsChanged = () => {},
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
    const open = new Set<ServerResponse>();
    // One heartbeat timer for every stream, not one per stream: a Timeout and
    // its closure per follower add up at 10,000 followers (decision 048).
    const heartbeat = setInterval(() => {
      for (const res of open) res.write(': heartbeat\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // Streams never go idle on their own; end them so shutdown is not held up.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const res of open) res.end();
    });

    app.get(
      EVENTS_PATH,
      withAccess('signedIn', {
        schema: {
          tags: ['realtime'],
          summary: 'Live change events (Server-Sent Events)',
          querystring: z.object({
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
          }),
        },
      }),
      async (request, reply) => {
        const actor = await request.actor();
        if (!actor) throw new AppError(401, 'UNAUTHENTICATED');
        let viewer: Actor = actor;
        const topics = request.query.topics;

        const res = reply.raw;
        reply.hijack();
        res.writeHead(200, head);
        // Node keeps the head it wrote (`_header`) for the life of the
        // response, as it built it: a tree of about 70 concatenated pieces,
        // 2–3 KB per stream. Reading a character makes V8 flatten it in place
        // into one string of about 1 KB (decision 048).
        const written = (res as unknown as { _header?: unknown })._header;
        if (typeof written === 'string') written.charCodeAt(0);
        open.add(res);
        onStreamsChanged(open.size);

        const send = (event: ChangeEvent) => {
          if (!topics.has(event.topic)) return;
          const ids = visibleIds(event, viewer);
          if (ids.length === 0) return;
          res.write(ids === event.ids ? frameOf(event) : frame(event, ids));
        };
        const onEvent = (event: ChangeEvent) => {
          send(event);
          // A change to the viewer's own record may change what they may see.
          if (event.topic === 'user' && event.ids.includes(viewer.id)) {
            void levelOf(viewer.id).then((current) => {
              if (current === null || !isLevel(current)) res.end();
              else viewer = { ...viewer, level: current };
            });
          }
        };

        res.write(`retry: ${RETRY_MS}\n\n`);
        // Subscribe before reading what was missed, and hold live events back
        // until the replay is written: nothing falls between the two, and
        // nothing is sent twice or out of order.
        let held: ChangeEvent[] | null = [];
        let lastSent = 0;
        const sendOnce = (event: ChangeEvent) => {
          if (event.id <= lastSent) return;
          lastSent = event.id;
          onEvent(event);
        };
        const unsubscribe = bus.subscribe(
          (event) => (held ? held.push(event) : sendOnce(event)),
          () => res.write('event: resync\ndata: {}\n\n'),
        );
        res.on('close', () => {
          unsubscribe();
          open.delete(res);
          onStreamsChanged(open.size);
        });

        const lastEventId = Number(request.headers['last-event-id'] ?? request.query.lastEventId);
        if (Number.isInteger(lastEventId) && lastEventId > 0) {
          const missed = await bus.since(lastEventId).catch(() => null);
          if (missed === null) res.write('event: resync\ndata: {}\n\n');
          else {
            lastSent = lastEventId;
            missed.forEach(sendOnce);
          }
        }
        const live = held;
        held = null;
        live.forEach(sendOnce);
        res.write('event: ready\ndata: {}\n\n');
      },
    );
  };
}
