import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Which browser tab caused a change (decision 390). A writer that applies its
 * own answer (the game recorder) sends its tab's id in this header; the
 * change it causes is then marked as an echo on that tab's own live stream
 * (`/api/events?tab=…`), so the tab does not refetch what it just wrote. The
 * id never leaves the server: other streams get the change as before.
 */
export const TAB_HEADER = 'x-touchline-tab';

/** A tab id as the web client makes one (lib/tab-id.ts); anything else is ignored, never refused. */
const TAB_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function tabIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && TAB_ID.test(value) ? value : undefined;
}

const origins = new AsyncLocalStorage<string>();

/** The tab whose request is running, for the event bus to stamp on what it publishes. */
export function currentChangeOrigin(): string | undefined {
  return origins.getStore();
}

/**
 * Runs each request's handler with its tab id in scope. A preHandler hook,
 * not onRequest: the body is parsed by then, and a context entered before
 * the body's stream events does not reach the handler.
 */
export function registerChangeOrigin(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const tab = tabIdOf(request.headers[TAB_HEADER]);
    if (tab === undefined) done();
    else origins.run(tab, done);
  });
}
