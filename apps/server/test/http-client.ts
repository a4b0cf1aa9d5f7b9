/**
 * A tiny browser-like HTTP client for integration tests: real sockets,
 * cookies kept between calls, and the Origin header a browser would send.
 */
export type HttpResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get<T = unknown>(path: string, init: RequestInit = {}): Promise<HttpResponse<T>> {
    return this.request<T>('GET', path, undefined, init);
  }

  post<T = unknown>(path: string, body?: unknown, init: RequestInit = {}): Promise<HttpResponse<T>> {
    return this.request<T>('POST', path, body, init);
  }

  patch<T = unknown>(path: string, body?: unknown, init: RequestInit = {}): Promise<HttpResponse<T>> {
    return this.request<T>('PATCH', path, body, init);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<HttpResponse<T>> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', this.baseUrl);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let payload = init.body;
    if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, method, headers, body: payload ?? null });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  /** Registers and keeps the session cookie. */
  async signUp(name: string, email: string, password = 'correct-horse-battery'): Promise<HttpResponse> {
    return this.post('/api/auth/sign-up/email', { name, email, password, acceptTerms: true });
  }
}

export type SseEvent = { event: string; id: string | undefined; data: string };

/** Reads a Server-Sent Events stream over a real socket. */
export async function openEventStream(
  client: HttpClient,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  next: (event?: string, timeoutMs?: number) => Promise<SseEvent>;
  close: () => void;
  /** Resolves when the server ended the stream (not when `close` aborted it). */
  ended: Promise<void>;
}> {
  const controller = new AbortController();
  const cookie = client.cookies;
  const response = await fetch(new URL(path, client.baseUrl), {
    headers: { ...headers, ...(cookie.size ? { cookie: [...cookie].map(([k, v]) => `${k}=${v}`).join('; ') } : {}) },
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let serverEnded = () => {};
  const ended = new Promise<void>((resolve) => (serverEnded = resolve));
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
            );
            if (!fields.event && !fields.data) continue;
            queue.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data ?? '' });
            waiters.splice(0).forEach((w) => w());
          }
        }
        serverEnded();
      } catch {
        /* aborted */
      }
    })();
  }
  // No deadline of its own: the test's timeout bounds the wait, so a loaded
  // machine is slower, never red. A window is given only where absence is the
  // claim (noEvent).
  let streamOver = false;
  void ended.then(() => {
    streamOver = true;
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (event?: string, timeoutMs?: number): Promise<SseEvent> => {
    const deadline = timeoutMs === undefined ? undefined : Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex((e) => !event || e.event === event);
      if (index >= 0) return queue.splice(0, index + 1).at(-1) as SseEvent;
      if (streamOver) throw new Error(`the stream ended before any ${event ?? 'event'}`);
      const left = deadline === undefined ? undefined : deadline - Date.now();
      if (left !== undefined && left <= 0) throw new Error(`no ${event ?? 'event'} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        if (left !== undefined) setTimeout(resolve, left);
      });
    }
  };
  return { status: response.status, next, close: () => controller.abort(), ended };
}

/** True when no event of that name arrives within the window. */
export async function noEvent(
  stream: { next: (event?: string, timeoutMs?: number) => Promise<SseEvent> },
  event: string,
  windowMs = 400,
) {
  return stream.next(event, windowMs).then(
    () => false,
    () => true,
  );
}
