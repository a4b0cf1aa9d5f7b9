import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One POST the local push service received. */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type LocalPushService = {
  /** `http://127.0.0.1:<port>`: endpoints are this plus a path. */
  origin: string;
  received: ReceivedPush[];
  /** What the service answers for a path (default 201 Created, as push services do). */
  answer: Map<string, number>;
  close(): Promise<void>;
};

/**
 * A push service on loopback (decision 052): takes every POST, keeps it, and
 * answers 201 or what the test set for the path. The browser's push service
 * is a third party; this stands in for it so the server's real send path
 * (VAPID, aes128gcm, HTTP) runs end to end.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: a real P-256 key pair and a 16-byte auth secret, as PushManager makes them. */
export type BrowserSubscription = {
  body: { endpoint: string; keys: { p256dh: string; auth: string }; locale?: string };
  /** The payload of a message to this subscription, decrypted with its private key. */
  decrypt(message: Buffer): unknown;
};

export function browserSubscription(endpoint: string, locale?: string): BrowserSubscription {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    body: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      ...(locale ? { locale } : {}),
    },
    decrypt: (message) =>
      JSON.parse(decrypt(message, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): `k` is the
 * server's public key and the JWT's ES256 signature verifies with it.
 * Answers the JWT's claims.
 */
export function verifiedVapidClaims(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== publicKey) throw new Error('k is not the server public key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID JWT signature does not verify');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID JWT alg ${alg}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}
