import http from 'node:http';
import type { Socket } from 'node:net';
import { refusalHeadroom } from './descriptor-limit.js';
import { errorBody, UNAVAILABLE_RETRY_AFTER_S } from './errors.js';

/**
 * How long a client connection may take for each part of its life (decision
 * 345). Sized for phones on weak connections behind no proxy at all; behind
 * a proxy the server sees the proxy's quick, local connections.
 */
export const CONNECTION_TIMEOUTS: {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
} = {
  /**
   * From connecting (or the first byte of a request on a kept-alive
   * connection) to the end of its headers. A phone sends a head of 1–2 KB in
   * one round trip; a connection that sends nothing gets 408 and is closed.
   * Node's default was 60 s, checked every 30 s.
   */
  headersMs: 20_000,
  /**
   * A whole request, body included: a video of 500 MB (MAX_VIDEO_BYTES) at
   * 1.2 Mbit/s. Fastify's default is none, so a body trickling a byte a
   * minute held its connection for ever.
   */
  requestMs: 60 * 60_000,
  /** No byte either way: a download nobody reads, an upload that stopped. Live streams write a heartbeat every 25 s. */
  idleMs: 120_000,
  /** Between requests on a kept-alive connection: Fastify's default, above the 60 s idle timeout of common proxies. */
  keepAliveMs: 72_000,
  /** How often Node checks the first two; a check costs microseconds per thousand connections. */
  checkEveryMs: 5_000,
};

/** How long a refused connection may stay while its answer is read, before it is cut. */
export const REFUSAL_LINGER_MS = 2_000;

export type ConnectionOptions = {
  /** Tests shorten these. */
  timeouts?: typeof CONNECTION_TIMEOUTS;
  refusalLingerMs?: number;
};

export type ConnectionEvents = {
  /** Connections served, after each opens or closes. */
  onOpenChanged?: (open: number) => void;
  /** A connection past the cap: answered 503 and closed, or, past the refusal headroom too, closed by Node unanswered. */
  onRefused?: (how: 'answered' | 'dropped') => void;
  /** Accepting failed (EMFILE, ENFILE: no descriptor left); the connection was closed by the system. */
  onAcceptError?: (error: NodeJS.ErrnoException) => void;
};

export type ConnectionGate = {
  readonly open: number;
  readonly max: number;
};

/** The raw answer to a connection past the cap: the API's coded body, sent before the request is read. */
function refusalBytes(): Buffer {
  const body = JSON.stringify(errorBody('SERVICE_UNAVAILABLE'));
  return Buffer.from(
    [
      'HTTP/1.1 503 Service Unavailable',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Retry-After: ${UNAVAILABLE_RETRY_AFTER_S}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
const REFUSAL = refusalBytes();

/**
 * Answers 503 and closes. What the client sends meanwhile is read and
 * dropped: closing with unread bytes would reset the connection, and the
 * client could lose the answer. The socket goes when the client closes, or
 * after REFUSAL_LINGER_MS.
 */
function refuse(socket: Socket, lingerMs: number): void {
  socket.on('error', () => {}); // a reset by the peer is no concern of ours
  const linger = setTimeout(() => socket.destroy(), lingerMs);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
  socket.once('end', () => socket.destroy());
  socket.resume();
  socket.end(REFUSAL);
}

/**
 * Caps the client connections of an HTTP server (decision 345): at most
 * `max` are served at once; the next ones get a coded 503 with Retry-After
 * and are closed, and past `max` plus a refusal headroom Node closes new
 * connections unanswered (`maxConnections`), so that refusing cannot use up
 * the descriptors the process keeps back either.
 *
 * Every 'connection' listener the server had (Node's HTTP parser) runs only
 * for connections within the cap. Accept errors (EMFILE, ENFILE) are told to
 * `onAcceptError` instead of being thrown: without an 'error' listener on the
 * server they ended the process.
 */
export function gateConnections(
  server: http.Server,
  max: number,
  events: ConnectionEvents = {},
  refusalLingerMs = REFUSAL_LINGER_MS,
): ConnectionGate {
  const serve = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= max) {
      events.onRefused?.('answered');
      refuse(socket, refusalLingerMs);
      return;
    }
    open += 1;
    events.onOpenChanged?.(open);
    socket.once('close', () => {
      open -= 1;
      events.onOpenChanged?.(open);
    });
    for (const listener of serve) listener.call(server, socket);
  });
  server.maxConnections = max + refusalHeadroom(max);
  server.on('drop', () => events.onRefused?.('dropped'));
  server.on('error', (error: NodeJS.ErrnoException) => {
    // Listening errors (EADDRINUSE) reject Fastify's listen(); accept errors stay here.
    if (error.syscall === 'accept') events.onAcceptError?.(error);
  });
  return {
    get open() {
      return open;
    },
    max,
  };
}

/**
 * The HTTP server Fastify serves on (its `serverFactory`): Node's, with the
 * timeouts above and the connection cap.
 */
export function createHttpServer(
  handler: http.RequestListener,
  max: number,
  events: ConnectionEvents = {},
  { timeouts = CONNECTION_TIMEOUTS, refusalLingerMs = REFUSAL_LINGER_MS }: ConnectionOptions = {},
): http.Server & { connections: ConnectionGate } {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs);
  return Object.assign(server, { connections: gateConnections(server, max, events, refusalLingerMs) });
}
