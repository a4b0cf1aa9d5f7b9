// Fakes the API at the network boundary (decision 261): components run their
// real api modules and lib/api-client.ts; only `fetch` answers from a table.
import { onTestFinished, vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** An answer: status and JSON body (`undefined` for an empty body). */
export interface FakeResponse {
  status: number;
  body?: unknown;
}

type Handler = FakeResponse | ((request: RecordedRequest) => FakeResponse);

export const ok = (body?: unknown): FakeResponse => ({ status: 200, body });

/** The coded error body every API refusal has: `{ error: { code, message, fields? } }`. */
export const apiError = (status: number, code: string, fields?: Record<string, string>): FakeResponse => ({
  status,
  body: { error: { code, message: code, ...(fields ? { fields } : {}) } },
});

export interface FakeApi {
  /** Every request made, in order. */
  requests: RecordedRequest[];
  /** Adds or replaces the answer for `'METHOD /path'` (query string included when the component sends one). */
  on(route: string, handler: Handler | Handler[]): FakeApi;
}

/**
 * Stubs `fetch` with a table of `'METHOD /path'` → answer. An array answers
 * its entries in turn (the last one repeats). A request nobody expected fails
 * the test, naming its method and path.
 */
export function fakeApi(routes: Record<string, Handler | Handler[]> = {}): FakeApi {
  const table = new Map<string, Handler[]>();
  const api: FakeApi = {
    requests: [],
    on(route, handler) {
      table.set(route, Array.isArray(handler) ? [...handler] : [handler]);
      return api;
    },
  };
  for (const [route, handler] of Object.entries(routes)) api.on(route, handler);

  // api-client.ts would turn a thrown error into "service unavailable", which
  // a test might accept; an unexpected request fails the test instead.
  const unexpected: string[] = [];
  onTestFinished(() => {
    if (unexpected.length) throw new Error(`Unexpected API requests: ${unexpected.join(', ')}`);
  });

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app.test',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname + url.search;
    const body = typeof init.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, body };
    api.requests.push(request);

    const handlers = table.get(`${method} ${path}`) ?? table.get(`${method} ${url.pathname}`);
    if (!handlers) {
      unexpected.push(`${method} ${path}`);
      return new Response(null, { status: 599 });
    }
    const handler = handlers.length > 1 ? handlers.shift()! : handlers[0]!;
    const answer = typeof handler === 'function' ? handler(request) : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  return api;
}
