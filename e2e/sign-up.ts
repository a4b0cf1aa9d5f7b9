import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { APP_ORIGIN, APP_PORT } from './support.js';

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
type Cookie = StorageState['cookies'][number];

let signUps = 0;

/**
 * A loopback source address of its own for each sign-up of this worker:
 * 127.<10 + worker>.<n / 250>.<1 + n % 250>. The server allows 20
 * registrations per address and hour (decision 007), and a run registers
 * more accounts than that; real users come from many addresses too. Linux
 * routes all of 127.0.0.0/8 to the loopback interface, so no set-up is needed.
 */
function nextSourceAddress(workerIndex: number): string {
  const n = signUps++;
  return `127.${10 + (workerIndex % 200)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
}

/** One Set-Cookie header as a cookie for a browser context or an API client. */
function toCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie: Cookie = {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    domain: new URL(APP_ORIGIN).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
    else if (name === 'expires' && cookie.expires === -1) cookie.expires = Math.floor(Date.parse(value) / 1000);
    else if (name === 'samesite')
      cookie.sameSite = value.toLowerCase() === 'strict' ? 'Strict' : value.toLowerCase() === 'none' ? 'None' : 'Lax';
  }
  return cookie;
}

export interface SignUpResult {
  status: number;
  body: string;
  /** The session the sign-up opened. */
  storageState: StorageState;
}

/**
 * POST /api/auth/sign-up/email, the real registration (terms accepted), sent
 * from a loopback address of its own (see nextSourceAddress) with node:http:
 * Playwright's API client cannot choose its source address.
 */
export function signUp(
  account: { name: string; email: string; password: string },
  workerIndex: number,
): Promise<SignUpResult> {
  const body = JSON.stringify({ ...account, acceptTerms: true });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: Number(APP_PORT),
        path: '/api/auth/sign-up/email',
        method: 'POST',
        localAddress: nextSourceAddress(workerIndex),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: APP_ORIGIN },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            storageState: { cookies: (res.headers['set-cookie'] ?? []).map(toCookie), origins: [] },
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
