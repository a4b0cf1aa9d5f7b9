/**
 * A tiny browser-like HTTP client for integration tests: real sockets,
 * cookies kept between calls, and the Origin header a browser would send.
 */
export type HttpResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export class HttpClient {
  private readonly cookies = new Map<string, string>();

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
    return this.post('/api/auth/sign-up/email', { name, email, password });
  }
}
