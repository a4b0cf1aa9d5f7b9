import http from 'node:http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; json: unknown };

/**
 * One request with the path sent byte for byte as given. `fetch` and `URL`
 * resolve dot segments and normalise escapes before sending, so they cannot
 * reproduce an attacker's `curl --path-as-is`.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  rawPath: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const base = new URL(baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: rawPath,
        headers: {
          origin: base.origin,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = undefined;
          if (response.headers['content-type']?.includes('application/json') && text) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
