import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

async function appWith(https: boolean) {
  const app = Fastify({ logger: false });
  const list = registerSecurityHeaders(app, { https, writtenByHandler: ['/stream'] });
  app.get('/json', async () => ({ ok: true }));
  app.get('/stream', async (_request, reply) => reply.send('own head'));
  await app.ready();
  return { app, list };
}

describe('security headers', () => {
  it('sets the whole list on every response, matched route or not', async () => {
    const { app, list } = await appWith(false);
    for (const url of ['/json', '/no-such-route']) {
      const res = await app.inject({ method: 'GET', url });
      for (let i = 0; i < list.length; i += 2) {
        expect(res.headers[list[i]!.toLowerCase()], `${url} ${list[i]}`).toBe(list[i + 1]);
      }
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });

  it('is the list helmet itself sets: CSP, nosniff, frame and referrer policies; HSTS only over https', async () => {
    const { list } = await appWith(false);
    const names = list.filter((_, i) => i % 2 === 0);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
        'Cross-Origin-Opener-Policy',
      ]),
    );
    expect(names).not.toContain('Strict-Transport-Security');
    expect(list[names.indexOf('Content-Security-Policy') * 2 + 1]).toContain("frame-ancestors 'none'");
    expect(list[names.indexOf('X-Content-Type-Options') * 2 + 1]).toBe('nosniff');
    const { app, list: secure } = await appWith(true);
    expect(secure).toContain('Strict-Transport-Security');
    const res = await app.inject({ method: 'GET', url: '/json' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await app.close();
  });

  it('sets every header helmet would set, with the same values', async () => {
    const { app, list } = await appWith(false);
    const res = await app.inject({ method: 'GET', url: '/json' });
    // Helmet with its defaults sets a superset of names we keep; every one we keep must be on the response.
    const defaults = new Map<string, string>();
    helmet()(
      {} as never,
      {
        setHeader: (name: string, value: unknown) => defaults.set(name, String(value)),
        removeHeader: () => {},
      } as never,
      () => {},
    );
    for (const name of defaults.keys()) {
      if (name === 'Strict-Transport-Security' || name === 'Cross-Origin-Embedder-Policy') continue; // https only; off on purpose
      expect(res.headers[name.toLowerCase()], name).toBeDefined();
    }
    expect(list.length).toBeGreaterThan(0);
    await app.close();
  });

  it('leaves the head of a route that writes its own to that route', async () => {
    const { app } = await appWith(false);
    const res = await app.inject({ method: 'GET', url: '/stream' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    await app.close();
  });
});
